import { DASHBOARD_SECTIONS, PRIVATE_SECTIONS } from "../../../api/src/site/site-routes";
import { splitLanguage } from "../../../api/src/site/languages";

/**
 * Whether a page of the site may be kept on the phone to read offline: any public page, but never
 * the dashboard, signing in, a preview, or the give flow's paying pages (a gift's status and
 * receipt, and the give form's answer after a try, `/give/{appeal}/{problem}`). The appeal's own
 * give page is kept: it is the appeal, read before giving.
 */
export function isReadableOffline(pathname: string): boolean {
  const { path } = splitLanguage(pathname);
  const [section = "", ...rest] = path.split("/").filter(Boolean);
  if (PRIVATE_SECTIONS.includes(section) || DASHBOARD_SECTIONS.includes(section)) return false;
  return !(section === "give" && rest.length > 1);
}
