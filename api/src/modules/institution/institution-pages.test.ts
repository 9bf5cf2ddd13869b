import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createArchdeaconry,
  createClergyMember,
  createInstitution,
  createParish,
} from "../../../test/factories.js";
import { wholeSitemap } from "../../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";
import type { InstitutionKind } from "../../site/institution-kinds.js";
import type { Parish } from "../parish/parish.entity.js";
import type { Institution } from "./institution.entity.js";

/*
 * The finder of the church's schools and hospitals and each one's page, drawn by the real web
 * build from the real API, as a visitor's browser (or a search engine) gets them: in English and
 * Kiswahili, without a script, with schema.org data of each one's kind.
 */

const PUBLIC_URL = "https://www.diocese.example";
const WEB_DIR = path.dirname(builtWebDist());
let server: TestApp;
let shirere: Parish;
let school: Institution;
let draft: Institution;

beforeAll(async () => {
  server = await startTestApp({ webDistDir: path.join(WEB_DIR, "dist"), env: { PUBLIC_URL } });
  const { id: archdeaconryId } = await createArchdeaconry(server.services, { name: "Kakamega Central" });
  shirere = await createParish(server.services, { name: "St. Peter's Shirere", archdeaconryId });
  // Her phone and e-mail are private: neither reaches the school's page or its data.
  const chaplain = await createClergyMember(server.services, {
    slug: "mary-khavere",
    title: "The Rev.",
    name: "Mary Khavere",
    phone: "+254 712 000 301",
    email: "mary@diocese.example",
  });
  school = await createInstitution(server.services, {
    chaplainId: chaplain.id,
    name: "Shirere ACK Girls' Secondary School",
    kind: "SECONDARY_SCHOOL",
    parishId: shirere.id,
    town: "Shirere",
    latitude: 0.2982,
    longitude: 34.7731,
    headName: "Mrs. Grace Anyika",
    headTitle: "Principal",
    phone: "+254 712 000 112",
    email: "office@shirere.example.org",
    website: "https://shirere.example.org",
    history: "Founded by the parish in 1975.\n\nIt has 600 girls.",
    kiswahili: [
      { field: "headTitle", text: "Mkuu wa shule" },
      { field: "history", text: "Ilianzishwa na parokia mwaka 1975.\n\nIna wasichana 600." },
    ],
  });
  draft = await createInstitution(server.services, {
    name: "Shirere Draft Academy",
    parishId: shirere.id,
    status: "draft",
  });
  // More than the finder's page of 24, for its second page.
  for (let index = 1; index <= 24; index++) {
    await createInstitution(server.services, {
      name: `Village Primary ${String(index).padStart(2, "0")}`,
      kind: "PRIMARY_SCHOOL",
      parishId: shirere.id,
    });
  }
});
afterAll(() => server.close());

async function page(address: string) {
  const response = await fetch(`${server.url}${address}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}
const root = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";
const jsonLd = (html: string) => {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
};
const cards = (html: string) =>
  [...root(html).matchAll(/<li data-place="true" data-name="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&#x27;|&#39;/g, "'"),
  );
const description = (html: string) => /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1];

describe("the finder's page", () => {
  it("lists the published institutions by name, 24 a page, with Near me's list of places", async () => {
    const { status, html } = await page("/institutions");
    expect(status).toBe(200);
    expect(root(html)).toContain("<h1");
    expect(root(html)).toContain("Schools and Hospitals");
    expect(description(html)).toContain("find one near you");
    const listed = cards(html);
    expect(listed).toHaveLength(24);
    expect(listed[0]).toBe("Shirere ACK Girls' Secondary School");
    expect(listed).not.toContain("Shirere Draft Academy");
    expect(root(html)).toContain('data-places="/institutions/places.json"');
    expect(root(html)).toContain('data-places-list="institutions"');
    const second = await page("/institutions?page=2");
    expect(cards(second.html)).toEqual(["Village Primary 24"]);
    expect((await page("/institutions?page=3")).status).toBe(404);
  });

  it("keeps one kind, asked for by the form's fields in the address, and sends Near me the same search", async () => {
    const { html } = await page("/institutions?q=shirere&kind=SECONDARY_SCHOOL");
    expect(cards(html)).toEqual(["Shirere ACK Girls' Secondary School"]);
    expect(root(html)).toContain(
      'data-places="/institutions/places.json?q=shirere&amp;kind=SECONDARY_SCHOOL"',
    );
    // The form works without a script: a GET form with its fields named as the address names them.
    expect(root(html)).toMatch(/<form method="get" action="\/institutions" role="search"/);
    expect(root(html)).toContain('name="q"');
    expect(root(html)).toMatch(/<select[^>]*name="kind"/);
  });

  it("is in Kiswahili under /sw", async () => {
    const { status, html } = await page("/sw/institutions");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="sw"');
    expect(root(html)).toContain("Shule na Hospitali");
    expect(root(html)).toContain("Shule ya sekondari");
  });

  it("is in the main menu, beside the parish finder", async () => {
    const { html } = await page("/");
    expect(root(html)).toContain('href="/institutions"');
  });
});

describe("an institution's page", () => {
  it("shows its kind, sponsoring parish, head, office and history", async () => {
    const { status, html } = await page(`/institutions/${school.slug}`);
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain("Secondary school");
    expect(body).toContain(`href="/parishes/${shirere.slug}"`);
    expect(body).toContain("Principal: Mrs. Grace Anyika");
    expect(body).toContain('href="tel:+254712000112"');
    expect(body).toContain('href="mailto:office@shirere.example.org"');
    expect(body).toContain('href="https://shirere.example.org"');
    expect(body).toContain("https://www.openstreetmap.org/?mlat=0.2982&amp;mlon=34.7731");
    expect(body).toContain("It has 600 girls.");
    expect(body).toMatch(
      /Chaplain:(<!-- -->)? <a [^>]*href="\/clergy\/mary-khavere"[^>]*>The Rev. Mary Khavere<\/a>/,
    );
    expect(body).not.toContain("000 301");
    expect(body).not.toContain("mary@diocese.example");
    expect(description(html)).toContain("Shirere ACK Girls&#39; Secondary School");
  });

  it("is in Kiswahili under /sw, its parish's link too", async () => {
    const { html } = await page(`/sw/institutions/${school.slug}`);
    const body = root(html);
    expect(body).toContain("Mkuu wa shule: Mrs. Grace Anyika");
    expect(body).toContain("Ina wasichana 600.");
    expect(body).toContain(`href="/sw/parishes/${shirere.slug}"`);
    expect(body).toMatch(/Kasisi mlezi:(<!-- -->)? <a [^>]*href="\/sw\/clergy\/mary-khavere"/);
  });

  it("names no chaplain whose page is a draft", async () => {
    const member = await createClergyMember(server.services, { name: "Timothy Makokha", status: "draft" });
    const item = await createInstitution(server.services, { parishId: shirere.id, chaplainId: member.id });
    const { status, html } = await page(`/institutions/${item.slug}`);
    expect(status).toBe(200);
    expect(root(html)).not.toContain("Timothy Makokha");
    expect(root(html)).not.toContain("Chaplain:");
    expect(jsonLd(html)!.employee).toBeUndefined();
  });

  it("answers 404 for a draft and for an institution there is not, and sends another spelling to its own", async () => {
    expect((await page(`/institutions/${draft.slug}`)).status).toBe(404);
    expect((await page("/institutions/no-such-school")).status).toBe(404);
    const moved = await page(`/institutions/${school.slug.toUpperCase()}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/institutions/${school.slug}`);
  });

  it("tells search engines where it is, what it is and the parish it belongs to", async () => {
    const { html } = await page(`/institutions/${school.slug}`);
    expect(jsonLd(html)).toEqual({
      "@context": "https://schema.org",
      "@type": "HighSchool",
      "@id": `${PUBLIC_URL}/institutions/${school.slug}`,
      name: school.name,
      url: "https://shirere.example.org",
      address: { "@type": "PostalAddress", addressLocality: "Shirere", addressCountry: "KE" },
      geo: { "@type": "GeoCoordinates", latitude: 0.2982, longitude: 34.7731 },
      telephone: "+254 712 000 112",
      email: "office@shirere.example.org",
      description: "Founded by the parish in 1975.",
      parentOrganization: {
        "@type": "Organization",
        name: "St. Peter's Shirere",
        url: `${PUBLIC_URL}/parishes/${shirere.slug}`,
      },
      // Its chaplain by name and page alone: no phone or e-mail of theirs.
      employee: {
        "@type": "Person",
        name: "The Rev. Mary Khavere",
        url: `${PUBLIC_URL}/clergy/mary-khavere`,
      },
    });
  });

  it.each([
    ["PRIMARY_SCHOOL", "ElementarySchool"],
    ["COLLEGE", "CollegeOrUniversity"],
    ["TECHNICAL_INSTITUTE", "CollegeOrUniversity"],
    ["HOSPITAL", "Hospital"],
    ["HEALTH_CENTRE", "MedicalClinic"],
    ["CHILDRENS_HOME", "Organization"],
    ["OTHER", "Organization"],
  ] as [InstitutionKind, string][])("calls a %s a schema.org %s", async (kind, type) => {
    const institution = await createInstitution(server.services, {
      kind,
      parishId: shirere.id,
      latitude: 0.28,
      longitude: 34.75,
    });
    const data = jsonLd((await page(`/institutions/${institution.slug}`)).html)!;
    expect(data["@type"]).toBe(type);
    // An organisation is no place of its own: where it stands is its location's.
    if (type === "Organization") {
      expect(data.geo).toBeUndefined();
      expect(data.location).toMatchObject({ "@type": "Place", geo: { latitude: 0.28, longitude: 34.75 } });
    } else expect(data.geo).toMatchObject({ latitude: 0.28, longitude: 34.75 });
  });
});

describe("the sponsoring parish's page and the sitemap", () => {
  it("lists on the parish's page the institutions it sponsors, each linked to its own", async () => {
    const { html } = await page(`/parishes/${shirere.slug}`);
    const body = root(html);
    expect(body).toContain("Schools and institutions it sponsors");
    expect(body).toContain(`href="/institutions/${school.slug}"`);
    expect(body).not.toContain(`href="/institutions/${draft.slug}"`);
  });

  it("lists the finder and each published institution's page, in both languages", async () => {
    const sitemap = await wholeSitemap(server.url);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/institutions</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/institutions/${school.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/sw/institutions/${school.slug}</loc>`);
    expect(sitemap).not.toContain(`/institutions/${draft.slug}<`);
  });
});
