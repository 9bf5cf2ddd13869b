import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import {
  NEWSLETTER_ISSUE_TRANSLATION,
  NewsletterDelivery,
  NewsletterIssue,
} from "./newsletter-issue.entity.js";
import { NewsletterIssueResolver } from "./newsletter.resolver.js";

export const newsletterModule = {
  name: "newsletter",
  entities: [NewsletterIssue, NewsletterDelivery],
  resolvers: [NewsletterIssueResolver, TranslationResolver(NewsletterIssue, NEWSLETTER_ISSUE_TRANSLATION)],
} satisfies ModuleDeclaration;
