import type { ContentType } from "../../content-type.js";
import { bishopMessage } from "../../site/content-types/bishop-message.js";
import { sitePaths } from "../../site/site-routes.js";
import type { BishopMessageService } from "./bishop-message.service.js";

type Needs = { bishopMessages: BishopMessageService };

export const bishopMessageContentType: ContentType<Needs> = {
  shared: bishopMessage,
  scheduled: (services) => services.bishopMessages,
  // The current message shows on the home page.
  async previewed(services, actor, id) {
    const message = await services.bishopMessages.findByIdForStaff(actor, id);
    return message && { record: message, address: sitePaths.home.getHref() };
  },
};
