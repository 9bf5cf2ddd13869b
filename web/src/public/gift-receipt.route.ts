import { sitePaths } from "@diocese/site/site-routes";
import { giftPage } from "./gift.route";

// Only a paid gift has a receipt.
export const giftReceiptRoute = giftPage(
  sitePaths.giftReceipt.path,
  (t) => t("site.pageNames.giftReceipt"),
  (status) => status === "PAID",
);
