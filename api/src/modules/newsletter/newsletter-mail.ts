import { escapeHtml } from "../../lib/escape-html.js";
import { readableText } from "../../lib/rich-text.js";
import { inLanguage, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import type { MailMessage } from "../mail/mail.service.js";
import { newsletterWord } from "./newsletter-words.js";

export interface NewsletterCopy {
  subject: string;
  /** The sanitised HTML body. */
  body: string;
  to: string;
  /** The subscriber's; null for a test copy to a member of staff, who has nothing to leave. */
  unsubscribeToken: string | null;
  /** The site's name in the copy's language. */
  siteName: string;
  publicUrl: string;
  /** The reader's: the copy's own words, and the site and unsubscribe page it links to, are in it. */
  language: Language;
  messageId?: string;
}

/**
 * Pictures and links of the body as full addresses on the site: in an e-mail, "/uploads/x.jpg"
 * leads nowhere. Pictures stay on the site (linked, never attached), which keeps the e-mail small.
 */
function withFullAddresses(html: string, publicUrl: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${publicUrl}/`);
}

/**
 * One subscriber's e-mail of an issue: HTML for the mail programs that show it, plain text for
 * the rest, a link back to the site, and a one-click unsubscribe link in the text and in the
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058), which mail programs offer as a button.
 */
export function newsletterMessage(copy: NewsletterCopy): MailMessage {
  const { language } = copy;
  const unsubscribeUrl = copy.unsubscribeToken
    ? `${copy.publicUrl}${inLanguage(language, sitePaths.newsletterUnsubscribe.getHref(copy.unsubscribeToken))}`
    : null;
  const siteUrl = `${copy.publicUrl}${inLanguage(language, "/")}`;
  const reason = newsletterWord(language, "newsletter.mailReason", { site: copy.siteName });
  const unsubscribe = newsletterWord(language, "newsletter.unsubscribeButton");
  const footerText = unsubscribeUrl
    ? `${reason}\n${unsubscribe}: ${unsubscribeUrl}`
    : newsletterWord(language, "newsletter.mailTestCopy");
  const footerHtml = unsubscribeUrl
    ? `${escapeHtml(reason)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a>`
    : escapeHtml(footerText);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222;background:#fff">
<div style="max-width:600px;margin:0 auto">
<p style="font-size:14px"><a href="${siteUrl}" style="color:#5a2a82">${escapeHtml(copy.siteName)}</a></p>
<h1 style="font-size:24px">${escapeHtml(copy.subject)}</h1>
${withFullAddresses(copy.body, copy.publicUrl).replace(/<img /g, '<img style="max-width:100%;height:auto" ')}
<hr style="border:0;border-top:1px solid #ccc;margin:24px 0">
<p style="font-size:13px;color:#555">${footerHtml}</p>
</div></body></html>`;
  const text = `${copy.subject}\n\n${readableText(copy.body)}\n\n${copy.siteName}: ${siteUrl}\n\n${footerText}\n`;
  return {
    to: copy.to,
    subject: copy.subject,
    text,
    html,
    headers: unsubscribeUrl
      ? { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : {},
    ...(copy.messageId ? { messageId: copy.messageId } : {}),
  };
}
