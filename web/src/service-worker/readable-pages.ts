import { DASHBOARD_SECTIONS, PRIVATE_SECTIONS } from "@diocese/site/site-routes";
import { splitLanguage } from "@diocese/site/languages";

/**
 * Whether a page of the site may be kept on the phone to read offline: any public page, but never
 * the dashboard, signing in, a preview, or the give flow's paying pages (a gift's status and
 * receipt, and the give form's answer after a try, `/give/{appeal}/{problem}`). The appeal's own
 * give page is kept: it is the appeal, read before giving. The site answers `/Gifts/...` and
 * `/%67ifts/...` as it answers `/gifts/...`, so sections are compared as the site reads them:
 * decoded, in any case (an address that cannot be decoded is never kept).
 */
export function isReadableOffline(pathname: string): boolean {
  let segments: string[];
  try {
    segments = pathname
      .split("/")
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return false;
  }
  const { path } = splitLanguage(`/${segments.join("/")}`);
  const [section = "", ...rest] = path.split("/").filter(Boolean);
  if (PRIVATE_SECTIONS.includes(section) || DASHBOARD_SECTIONS.includes(section)) return false;
  return !(section === "give" && rest.length > 1);
}

/**
 * Whether a page's answer may be kept to read offline: a whole page (200) whose address, after any
 * redirect, is readable offline, and that the site did not mark `no-store` or `private` (a
 * newsletter reader's unsubscribe page, with their token in its address, say).
 */
export function mayKeepPage(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    isReadableOffline(new URL(response.url).pathname) &&
    !/(^|[\s,])(no-store|private)($|[\s,=])/i.test(cacheControl)
  );
}
