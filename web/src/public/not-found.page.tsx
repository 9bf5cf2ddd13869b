import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return <NotFoundContent />;
}
