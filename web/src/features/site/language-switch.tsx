import { Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { inLanguage, LANGUAGE_NAMES, splitLanguage } from "@diocese/site/languages";
import { isPagedList, SEARCH_PAGES } from "@diocese/site/page-queries";
import { useLanguage } from "../../lib/language";

/**
 * The parameters of an address that say what its page shows (a search's fields, a list's page),
 * as a query string: others (?utm_source=...) are no part of the page, and would make its drawing
 * differ by them.
 */
function pageQuery(path: string, search: string): string {
  const fields = SEARCH_PAGES[path] ?? (isPagedList(path) ? ["page"] : []);
  const parameters = new URLSearchParams(search);
  const query = new URLSearchParams(
    fields.flatMap((field): [string, string][] => {
      const value = parameters.get(field);
      return value ? [[field, value]] : [];
    }),
  ).toString();
  return query ? `?${query}` : "";
}

/**
 * The same page in the other language, named in that language. A plain link, not the router's:
 * the other language's page is drawn by the server, which also remembers the choice (a move from
 * one of our pages to the other language, api/src/pages/page-language.ts), so no script is needed.
 * Its accessible name, which contains the visible one, is in the page's language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const other = useLanguage() === "en" ? "sw" : "en";
  const { pathname, search } = useLocation();
  const { path } = splitLanguage(pathname);
  const href = inLanguage(other, `${path}${pageQuery(path, search)}`);
  return (
    <Link
      href={href}
      hrefLang={other}
      aria-label={t("site.languageSwitch.label")}
      color="inherit"
      fontWeight="semibold"
      textDecoration="underline"
    >
      {LANGUAGE_NAMES[other]}
    </Link>
  );
}
