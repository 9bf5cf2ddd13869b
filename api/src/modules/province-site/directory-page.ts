import { escapeHtml } from "../../lib/escape-html.js";

/** A diocese as the province's directory shows it: what its own site publishes of itself. */
export interface DirectoryEntry {
  name: string;
  /** Its site's address, as every link it gives away names it. */
  siteUrl: string;
  phone: string | null;
  email: string | null;
}

/**
 * The province's directory of its dioceses (issue #44, the province's own site), drawn on the
 * server as plain HTML: a phone on slow data reads it at once, with no script and no picture.
 */
export function directoryPage(dioceses: readonly DirectoryEntry[]): string {
  const items = dioceses
    .map((diocese) => {
      const contact = [
        diocese.phone
          ? `<a href="tel:${escapeHtml(diocese.phone.replace(/\s/g, ""))}">${escapeHtml(diocese.phone)}</a>`
          : null,
        diocese.email
          ? `<a href="mailto:${escapeHtml(diocese.email)}">${escapeHtml(diocese.email)}</a>`
          : null,
      ].filter(Boolean);
      return `<li><h2><a href="${escapeHtml(diocese.siteUrl)}/">${escapeHtml(diocese.name)}</a></h2>${
        contact.length > 0 ? `\n<p>${contact.join(" · ")}</p>` : ""
      }</li>`;
    })
    .join("\n");
  const count = `${dioceses.length} ${dioceses.length === 1 ? "diocese" : "dioceses"}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The dioceses of the province</title>
<meta name="description" content="The ${count} of the province, each with its own website: its parishes, services, events and news, and giving by M-Pesa.">
</head>
<body><main>
<h1>The dioceses of the province</h1>
<p>Each diocese keeps its own website: its parishes, services, events and news, and giving by M-Pesa.</p>
<ul>
${items}
</ul>
</main></body></html>
`;
}
