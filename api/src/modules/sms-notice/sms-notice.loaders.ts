import DataLoader from "dataloader";
import type { SmsNoticeDelivery } from "./sms-notice.entity.js";
import type { SmsNoticeService } from "./sms-notice.service.js";

/** The notices' lookups that one request batches (see loaders.ts): a page's deliveries in one query. */
export function smsNoticeLoaders(smsNotices: SmsNoticeService) {
  return {
    deliveryOfNotice: new DataLoader<number, SmsNoticeDelivery>((ids) => smsNotices.deliveryOfEach(ids)),
  };
}
