import { convert } from "html-to-text";
import sanitizeHtml from "sanitize-html";

/**
 * What rich text may contain once stored: the formatting the editor offers, links limited to
 * http, https, mailto and tel, and images from http(s) or this site. Scripts, event handlers,
 * iframes and inline styles never survive.
 */
const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/**
 * After the rules: a link whose address was refused keeps its words in a bare <span> (an <a>
 * without href still looks like a link and goes nowhere), and a picture whose source was refused
 * goes. The <span> is allowed on purpose: sanitize-html mis-closes later links when a tag is
 * turned into one it then discards.
 */
const WITHOUT_EMPTY_LINKS_AND_PICTURES: sanitizeHtml.IOptions = {
  ...RICH_TEXT_RULES,
  allowedTags: [...(RICH_TEXT_RULES.allowedTags as string[]), "span"],
  transformTags: {
    a: (tagName, attribs) => (attribs.href ? { tagName, attribs } : { tagName: "span", attribs: {} }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, RICH_TEXT_RULES), WITHOUT_EMPTY_LINKS_AND_PICTURES).trim();
}

/** How long a page's description is in search results and share previews, in characters. */
export const SHARE_PREVIEW_LENGTH = 200;

/**
 * Sanitised HTML as a reader sees it: its words, with paragraphs (and headings, list items)
 * separated by blank lines, and no tags, link addresses or pictures.
 */
export function readableText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
    ],
  }).trim();
}

/** The plain-text preview of a body: about `length` characters, cut at a word boundary. */
export function plainTextPreview(html: string, length = 150): string {
  return shortenedText(readableText(html), length);
}

/** Plain text on one line, about `length` characters, cut at a word boundary. */
export function shortenedText(plain: string, length: number): string {
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut.slice(0, length)).replace(/[\s.,;:!?-]+$/, "")}…`;
}
