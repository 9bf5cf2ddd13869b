import type { Person, WithContext } from "schema-dts";
import type { TFunction } from "i18next";
import { inLanguage, type Language } from "@diocese/site/languages";
import { sitePaths } from "@diocese/site/site-routes";
import type { ClergyPersonPageQuery } from "../../gql/graphql";
import { postingInWords, postingsByTime } from "./posting-words";

type PersonOfPage = NonNullable<ClergyPersonPageQuery["clergyMemberBySlug"]>;

/**
 * A member of the clergy as schema.org's `Person`, for search engines: their title, where they
 * serve now and their picture. Their phone and e-mail are in it only when the API gave them, which
 * it does to visitors only where the person's flag makes them public.
 */
export function clergyStructuredData(
  person: PersonOfPage,
  {
    siteUrl,
    dioceseName,
    language,
    t,
  }: { siteUrl: string; dioceseName: string; language: Language; t: TFunction },
) {
  const url = `${siteUrl}${inLanguage(language, sitePaths.clergyMember.getHref(person.slug))}`;
  const current = postingsByTime(person.postings).now;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": url,
    url,
    name: person.name,
    honorificPrefix: person.title || undefined,
    jobTitle:
      current.length > 0 ? current.map((posting) => postingInWords(posting, t)).join("; ") : undefined,
    worksFor: { "@type": "Organization", name: dioceseName, url: siteUrl },
    image: person.image ? `${siteUrl}${person.image.url}` : undefined,
    telephone: person.phone ?? undefined,
    email: person.email ?? undefined,
    knowsLanguage: person.languages ?? undefined,
  } satisfies WithContext<Person>;
}
