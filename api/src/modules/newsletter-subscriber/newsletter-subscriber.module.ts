import type { ModuleDeclaration } from "../../module-declaration.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";
import { NewsletterSubscriberResolver } from "./newsletter-subscriber.resolver.js";

export const newsletterSubscriberModule = {
  name: "newsletter-subscriber",
  privateEntities: [NewsletterSubscriber],
  resolvers: [NewsletterSubscriberResolver],
} satisfies ModuleDeclaration;
