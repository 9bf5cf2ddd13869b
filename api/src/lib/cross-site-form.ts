/*
 * The no-script forms' check that a POST came from this site's own page (the give form, the
 * newsletter's forms): a form on another site could otherwise spend visitors' connections, or
 * sign strangers up, in their name.
 */

/**
 * Whether the browser says the form came from another site: `Sec-Fetch-Site`, or else `Origin`.
 * A browser that sends neither (an old phone's) is believed.
 */
export function fromAnotherSite(
  headers: Record<string, string | string[] | undefined>,
  publicOrigin: string,
): boolean {
  const site = headers["sec-fetch-site"];
  if (typeof site === "string") return site === "cross-site";
  const origin = headers.origin;
  return typeof origin === "string" && origin !== "null" && origin !== publicOrigin;
}
