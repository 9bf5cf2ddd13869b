import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createClergyMember,
  createParish,
  daysFromToday,
  postVicar,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { wholeSitemap } from "../../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";
import { ClergyRole } from "../clergy-posting/clergy-posting.entity.js";
import type { ClergyMember } from "./clergy.entity.js";

/*
 * A member of the clergy's phone and e-mail reach no public answer (GraphQL, REST, pages, JSON-LD,
 * sitemap, feeds) unless their flag says so; then their page shows them.
 */

const PHONE = "+254 799 314 159";
const EMAIL = "hidden.clergy.31415@example.org";

let server: TestApp;
let member: ClergyMember;
let parishSlug: string;
let archdeaconryId: number;

beforeAll(async () => {
  server = await startTestApp({ webDistDir: builtWebDist() });
  const archdeaconry = await createArchdeaconry(server.services, { name: "Privacy Hills" });
  archdeaconryId = archdeaconry.id;
  const parish = await createParish(server.services, {
    name: "St Thomas Privacy",
    archdeaconryId: String(archdeaconry.id),
  });
  parishSlug = parish.slug;
  member = await createClergyMember(server.services, {
    title: "The Ven.",
    name: "Quiet Mulama",
    slug: "quiet-mulama",
    phone: PHONE,
    email: EMAIL,
    biography: "Serves the hills.",
  });
  await postVicar(server.services, parish.id, member);
  await server.services.clergyPostings.addPosting(SYSTEM_ACTOR, {
    clergyMemberId: String(member.id),
    archdeaconryId: String(archdeaconry.id),
    role: ClergyRole.ARCHDEACON,
    startsOn: daysFromToday(0),
  });
  await server.services.clergyPostingsTakingEffect.takeEffectDue();
});
afterAll(() => server.close());

const PERSON = "phone email styledName";
const PUBLIC_QUERIES: [string, Record<string, unknown>][] = [
  [`{ clergy(pageSize: 50) { items { ${PERSON} postings { person { ${PERSON} } } } } }`, {}],
  [`{ clergy(search: "mulama") { items { ${PERSON} } } }`, {}],
  [`query ($slug: String!) { clergyMemberBySlug(slug: $slug) { ${PERSON} } }`, { slug: "quiet-mulama" }],
  [`query ($id: ID!) { clergyMember(id: $id) { ${PERSON} } }`, { id: "" }],
  [
    `query ($slug: String!) { parishBySlug(slug: $slug) { vicar phone email vicarPerson { ${PERSON} } } }`,
    { slug: "" },
  ],
  [
    `query ($id: ID!) { archdeaconry(id: $id) { archdeacon { ${PERSON} } parishes { vicarPerson { ${PERSON} } } } }`,
    { id: "" },
  ],
  [`{ archdeaconries { archdeacon { ${PERSON} } parishes { vicarPerson { ${PERSON} } } } }`, {}],
];

/** Every public answer that could name the person: GraphQL, REST, pages in both languages, the sitemap and feeds. */
async function everyPublicAnswer(): Promise<string[]> {
  const answers: string[] = [];
  for (const [query, variables] of PUBLIC_QUERIES) {
    const given = {
      ...variables,
      ...("id" in variables
        ? { id: String(query.includes("archdeaconry(") ? archdeaconryId : member.id) }
        : {}),
      ...("slug" in variables && variables.slug === "" ? { slug: parishSlug } : {}),
    };
    const { body } = await graphql(server.url, query, given);
    expect(body.errors, query).toBeUndefined();
    answers.push(JSON.stringify(body));
  }
  const paths = [
    "/clergy",
    "/clergy?q=privacy",
    "/clergy/quiet-mulama",
    "/sw/clergy/quiet-mulama",
    `/parishes/${parishSlug}`,
    `/sw/parishes/${parishSlug}`,
    `/archdeaconry/${archdeaconryId}`,
    "/parishes?q=privacy",
    `/parishes/${parishSlug}/calendar.ics`,
    "/feed.xml",
    "/events.ics",
    `/api/getArch/${archdeaconryId}`,
    `/api/getParishes/${archdeaconryId}`,
    "/api/getArchdeaconries",
  ];
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBeLessThan(400);
    answers.push(await response.text());
  }
  answers.push(await wholeSitemap(server.url));
  return answers;
}

/** Whether an answer holds the phone (spaced or not) or the e-mail, JSON-escaped or as HTML. */
const leaks = (answer: string) =>
  /799\s?314\s?159/.test(answer) || answer.includes(EMAIL) || answer.includes("hidden.clergy");

describe("a member of the clergy's phone and e-mail", () => {
  it("reach no public answer while their flags are off", async () => {
    const answers = await everyPublicAnswer();
    expect(answers.some((answer) => answer.includes("Quiet Mulama"))).toBe(true);
    expect(answers.filter(leaks)).toEqual([]);
    // The sitemap names the directory and the person's page, as search engines should find them.
    expect(answers.at(-1)).toMatch(/<loc>[^<]*\/clergy<\/loc>/);
    expect(answers.at(-1)).toMatch(/<loc>[^<]*\/clergy\/quiet-mulama<\/loc>/);
  });

  it("appear on their page, in its JSON-LD and over GraphQL once flagged public", async () => {
    const input = {
      title: member.title,
      name: member.name,
      slug: member.slug,
      biography: member.biography,
      phone: PHONE,
      email: EMAIL,
      phonePublic: true,
      emailPublic: true,
    };
    await server.services.clergy.update(SYSTEM_ACTOR, member.id, input);
    const page = await (await fetch(`${server.url}/clergy/quiet-mulama`)).text();
    expect(page).toContain(`href="tel:+254799314159"`);
    expect(page).toContain(`mailto:${EMAIL}`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
    expect(jsonLd).toMatchObject({
      "@type": "Person",
      name: "Quiet Mulama",
      honorificPrefix: "The Ven.",
      telephone: PHONE,
      email: EMAIL,
    });
    const { body } = await graphql<{ clergyMemberBySlug: { phone: string; email: string } }>(
      server.url,
      `
        {
          clergyMemberBySlug(slug: "quiet-mulama") {
            phone
            email
          }
        }
      `,
    );
    expect(body.data!.clergyMemberBySlug).toEqual({ phone: PHONE, email: EMAIL });
  });
});
