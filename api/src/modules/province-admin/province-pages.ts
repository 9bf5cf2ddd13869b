import type { FastifyReply } from "fastify";
import { AppError } from "../../errors.js";
import { momentInDiocese } from "../../lib/calendar.js";
import { escapeHtml } from "../../lib/escape-html.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import type { ProvinceAuditEntry } from "./province-audit.entity.js";

/*
 * The province's own pages at PROVINCE_HOST: signing in, and the dashboard of its dioceses. Plain
 * HTML forms that work without a script on any browser; the site's stylesheet is a diocese's.
 */

/** A diocese as the dashboard lists it. */
export interface ListedDiocese {
  id: number;
  name: string;
  hosts: string[];
  createdAt: Date;
}

/** What the form to make a diocese was sent, kept when it is refused. */
export type DioceseForm = Partial<
  Record<"name" | "shortName" | "hosts" | "adminEmail" | "adminName", string>
>;

/** A page of the province's administration, with `body` (HTML, escaped by its maker). */
export function provinceAdminPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main>
${body}
</main></body></html>
`;
}

/** Why a form was refused, where the form is. */
export const problem = (text: string | null | undefined) =>
  text ? `<p role="alert"><strong>${escapeHtml(text)}</strong></p>` : "";

/** Who is signed in, the way out, and the administration's parts. */
export function signedInBar(admin: ProvinceAdmin): string {
  return `<p>Signed in as ${escapeHtml(admin.name)} &lt;${escapeHtml(admin.email)}&gt;</p>
<form method="post" action="/province/sign-out"><button type="submit">Sign out</button></form>
<nav aria-label="The province's administration"><p><a href="/province">The dioceses</a> · <a href="/province/news">The province's news</a> · <a href="/province/settings">The province's name</a> · <a href="/province/audit-log">What the administrators did</a></p></nav>`;
}

export function sendPage(reply: FastifyReply, html: string) {
  return reply.type("text/html; charset=utf-8").send(html);
}

/** Where a form that was taken sends the browser: the page that shows what came of it. */
export interface SeeOther {
  seeOther: string;
}

/**
 * Sends the page `draw` makes, or the redirect it asks for, or, should it be refused (no such
 * record, a bad cursor), a page saying why with a link `back`, with the refusal's status.
 */
export async function sendPageOrRefusal(
  reply: FastifyReply,
  draw: () => Promise<string | SeeOther>,
  back: { href: string; label: string },
) {
  try {
    const drawn = await draw();
    return typeof drawn === "string" ? sendPage(reply, drawn) : reply.redirect(drawn.seeOther, 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const page = provinceAdminPage(
      error.message,
      `${problem(error.message)}<p><a href="${back.href}">${escapeHtml(back.label)}</a></p>`,
    );
    return sendPage(reply.code(error.httpStatus), page);
  }
}

export function signInPage(refusal: string | null = null, email = ""): string {
  return provinceAdminPage(
    "Sign in: the province",
    `<h1>The province's administration</h1>
${problem(refusal)}
<form method="post" action="/province/sign-in">
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>`,
  );
}

export function dashboardPage(
  admin: ProvinceAdmin,
  dioceses: readonly ListedDiocese[],
  outcome: { made?: string; refusal?: string; form?: DioceseForm } = {},
): string {
  const form = outcome.form ?? {};
  const field = (name: keyof DioceseForm, label: string, hint = "", type = "text", required = true) =>
    `<p><label for="${name}">${label}</label>${hint ? `<br><small id="${name}-hint">${hint}</small>` : ""}<br>` +
    `<input id="${name}" name="${name}" type="${type}"${required ? " required" : ""}${hint ? ` aria-describedby="${name}-hint"` : ""} value="${escapeHtml(form[name] ?? "")}"></p>`;
  const rows = dioceses
    .map(
      (diocese) =>
        `<tr><td>${diocese.id}</td><td><a href="/province/dioceses/${diocese.id}">${escapeHtml(diocese.name)}</a></td><td>${diocese.hosts.map(escapeHtml).join("<br>")}</td><td>${diocese.createdAt.toISOString().slice(0, 10)}</td></tr>`,
    )
    .join("\n");
  return provinceAdminPage(
    "The province's dioceses",
    `${signedInBar(admin)}
<h1>The province's dioceses</h1>
${outcome.made ? `<p role="status">${escapeHtml(outcome.made)}</p>` : ""}
<table>
<thead><tr><th scope="col">Id</th><th scope="col">Name</th><th scope="col">Host names</th><th scope="col">Made</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>Make a diocese</h2>
${problem(outcome.refusal)}
<form method="post" action="/province/dioceses">
${field("name", "Full name", "As its site heads its pages: ACK Diocese of Mumias")}
${field("shortName", "Short name", "For its phone menus and SMS, at most 60 characters; the full name when left empty", "text", false)}
${field("hosts", "Host names", "Separated by spaces: the first is the one its links name")}
${field("adminEmail", "Its first administrator's e-mail", "", "email")}
${field("adminName", "Its first administrator's name")}
<p><button type="submit">Make the diocese</button></p>
</form>`,
  );
}

/** The province's audit log (`/province/audit-log`), a page of it, the latest first. */
export function auditLogPage(
  admin: ProvinceAdmin,
  log: { items: readonly ProvinceAuditEntry[]; nextCursor: string | null },
): string {
  const rows = log.items
    .map(
      (entry) =>
        `<tr><td>${momentInDiocese(entry.at)}</td><td>${escapeHtml(entry.adminName)}</td><td>${escapeHtml(entry.action)}</td>` +
        `<td>${escapeHtml(entry.subject)}</td><td>${escapeHtml(entry.ip ?? "")}</td></tr>`,
    )
    .join("\n");
  const earlier = log.nextCursor
    ? `<p><a href="/province/audit-log?after=${encodeURIComponent(log.nextCursor)}">Earlier</a></p>`
    : "";
  return provinceAdminPage(
    "What the province's administrators did",
    `${signedInBar(admin)}
<h1>What the province's administrators did</h1>
<p>The latest first; times are Kakamega's (East Africa Time).</p>
<table>
<thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Did</th><th scope="col">What</th><th scope="col">From</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${earlier}`,
  );
}
