import { usePageTitle } from "../components/use-page-title";
import { NotFoundContent } from "./not-found-content";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return <NotFoundContent />;
}
