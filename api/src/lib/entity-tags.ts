/**
 * Whether an If-None-Match header names the entity tag: "*", or one of its tags compared weakly
 * (W/"x" and "x" are one), as RFC 9110 says a GET's is compared.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
