import { useEffect } from "react";
import { SITE_SHORT_NAME } from "../app/site";

export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${SITE_SHORT_NAME} | ${page}`;
  }, [page]);
}
