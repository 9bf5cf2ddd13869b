import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";
import { NOT_FOUND_TITLE } from "../../../api/src/site/site-routes";

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return <NotFoundContent />;
}
