import type { FastifyInstance } from "fastify";

/*
 * The no-script forms' check that a POST came from this site's own page (the give form, the
 * newsletter's forms): a form on another site could otherwise spend visitors' connections, or
 * sign strangers up, in their name.
 */

/**
 * Whether the browser says the form came from anywhere but the site's own page. Believed:
 * `Sec-Fetch-Site: same-origin` or `none` (the visitor's own doing), or, from a browser that does
 * not send it, the site's own `Origin` (`SiteAddresses.isOwnOrigin`). Refused: `same-site` (another site under the same domain),
 * `cross-site`, another `Origin`, and `Origin: null` (a sandboxed frame, a data: page, a redirect),
 * which no page of the site sends (its Referrer-Policy is same-origin). A browser that sends
 * neither header (an old phone's) is believed: a forged request from outside a browser can send
 * anything, and the limits on each form hold it back, not this check.
 */
export function fromAnotherSite(
  headers: Record<string, string | string[] | undefined>,
  isOwnOrigin: (origin: string) => boolean,
): boolean {
  const origin = headers.origin;
  if (origin === "null") return true;
  const site = headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  return typeof origin === "string" && !isOwnOrigin(origin);
}

/**
 * Reads a form POST's body (application/x-www-form-urlencoded, up to `bodyLimit` bytes) as its
 * fields, for the routes registered in `scope`: a field given twice keeps its last value.
 */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** A form POST's fields as acceptFormPosts reads them, or none for a body that is no object. */
export const formFields = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
