import DataLoader from "dataloader";
import type { NewsletterProgress } from "./newsletter-issue.entity.js";
import type { NewsletterService } from "./newsletter.service.js";

/** The newsletter's lookups that one request batches (see loaders.ts). */
export function newsletterLoaders(newsletter: NewsletterService) {
  return {
    progressOfNewsletterIssue: new DataLoader<number, NewsletterProgress>((ids) =>
      newsletter.progressOfEach(ids),
    ),
  };
}
