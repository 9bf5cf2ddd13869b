import { LOCALES } from "@diocese/site/languages";

/** The notice every public page carries, hidden (public-layout.tsx), with its message in the page's language. */
const NOTICE = /<p[^>]*\sdata-offline-notice="([^"]*)"[^>]*><\/p>/;
const HTML_ENTITY = /&(#(\d+)|amp|lt|gt|quot);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };

/** An attribute's text as written (React writes &amp;, &quot;, &#x27;-style escapes). */
const attributeText = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(HTML_ENTITY, (_, name: string, code?: string) =>
      code ? String.fromCharCode(Number(code)) : NAMED[name]!,
    );
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A saved page as it is shown offline: its notice shown, saying when the page was fetched (the
 * saved answer's Date, which the server sets on every answer) in the page's own language.
 */
export async function withOfflineNotice(saved: Response): Promise<Response> {
  const html = await saved.text();
  const language = /<html lang="([^"]*)"/.exec(html)?.[1] === "sw" ? "sw" : "en";
  const fetchedAt = new Date(saved.headers.get("date") ?? Date.now());
  const time = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "full", timeStyle: "short" }).format(
    fetchedAt,
  );
  const shown = html.replace(NOTICE, (element, message: string) =>
    element
      .replace(/\shidden=""/, "")
      .replace("></p>", `>${escapeHtml(attributeText(message).replace("{{time}}", time))}</p>`),
  );
  const headers = new Headers(saved.headers);
  headers.delete("content-length");
  return new Response(shown, { status: saved.status, statusText: saved.statusText, headers });
}
