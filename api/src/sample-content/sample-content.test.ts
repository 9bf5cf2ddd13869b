import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../authorization.js";
import { todayInDiocese } from "../lib/calendar.js";
import { parsePassages, passageText } from "../site/bible-books.js";
import { getJson, graphql } from "../../test/http.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { IsNull, Not } from "typeorm";
import { Contribution } from "../modules/contribution/contribution.entity.js";
import { ParishReturnStatus } from "../modules/parish-return/parish-return.entity.js";
import { sampleCommittees } from "./committees.js";
import { seedSampleContent } from "./sample-content.js";

let server: TestApp;

// Filling the whole sample (pictures in every width, two years of assessments and returns) takes
// some 25 s alone, and past two minutes on PostgreSQL with two cores busy with the rest of the suite.
beforeAll(async () => {
  server = await startTestApp();
  await seedSampleContent(server.services);
}, 300_000);
afterAll(() => server.close());

const EVERY_PUBLIC_LIST = `{
  slides { title image { url } }
  currentBishopMessage { bishopName image { url } }
  bishopMessages { total }
  newsArticles(pageSize: 50) { total items { image { url } } }
  sermons(pageSize: 50) { total items { audio { durationSeconds } } }
  events(pageSize: 50) { total items { date } }
  upcoming: events(period: UPCOMING) { total }
  past: events(period: PAST) { total }
  archdeaconries { name parishes { name serviceTimes } }
  parishes { total }
  jobOpenings { total items { closingDate } }
  departments { slug name headTitle body imageCaption image { url } }
  informationPages { slug body }
  historyBishops { name ordinal yearsServed image { url } }
  administrativeSecretary { title image { url } }
  projects { total items { title } }
  featuredProject { title targetAmountKes image { url } }
  siteSettings { shortName paybillNumber strategicPlanUrl }
  committees { name isStandingCommittee needsTranslation members { name needsTranslation parish { name } } }
  photoAlbums { items { photoCount cover { image { url } } } }
}`;

interface Seeded {
  slides: { image: unknown }[];
  currentBishopMessage: { image: unknown } | null;
  bishopMessages: { total: number };
  newsArticles: { total: number; items: { image: unknown }[] };
  sermons: { total: number; items: { audio: { durationSeconds: number } | null }[] };
  events: { total: number };
  upcoming: { total: number };
  past: { total: number };
  archdeaconries: { name: string; parishes: { serviceTimes: string | null }[] }[];
  parishes: { total: number };
  jobOpenings: { total: number };
  departments: { slug: string; body: string; image: unknown }[];
  informationPages: { slug: string; body: string }[];
  historyBishops: { ordinal: number; yearsServed: string; image: unknown }[];
  administrativeSecretary: { image: unknown } | null;
  projects: { total: number };
  featuredProject: { title: string; targetAmountKes: number; image: unknown } | null;
  siteSettings: { paybillNumber: string | null; strategicPlanUrl: string | null };
  committees: {
    name: string;
    isStandingCommittee: boolean;
    needsTranslation: boolean;
    members: { name: string; needsTranslation: boolean; parish: { name: string } | null }[];
  }[];
  photoAlbums: { items: { photoCount: number; cover: { image: unknown } | null }[] };
}

describe("the sample content", () => {
  it("has the clergy of the sample parishes, their vicars set by postings, and next year's postings announced", async () => {
    const { body } = await graphql<{
      clergy: {
        total: number;
        items: { slug: string; phone: string | null; postings: { role: string }[] }[];
      };
      archdeaconries: {
        name: string;
        archdeacon: { slug: string } | null;
        parishes: { name: string; vicar: string | null; vicarPerson: { slug: string } | null }[];
      }[];
    }>(
      server.url,
      `
        {
          clergy(pageSize: 50) {
            total
            items {
              slug
              phone
              postings {
                role
              }
            }
          }
          archdeaconries {
            name
            archdeacon {
              slug
            }
            parishes {
              name
              vicar
              vicarPerson {
                slug
              }
            }
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    const { clergy, archdeaconries } = body.data!;
    expect(clergy.total).toBeGreaterThanOrEqual(8);
    expect(clergy.items.map((person) => person.slug)).not.toContain("timothy-makokha");
    expect(clergy.items.filter((person) => person.phone).length).toBeGreaterThan(0);
    expect(
      clergy.items.filter((person) => person.postings.some((posting) => posting.role === "CURATE")),
    ).toHaveLength(1);
    const parishes = archdeaconries.flatMap((archdeaconry) => archdeaconry.parishes);
    const cathedral = parishes.find((parish) => parish.name === "Cathedral Parish, Kakamega")!;
    expect(cathedral).toMatchObject({
      vicar: "The Very Rev. Joseph Amukoya",
      vicarPerson: { slug: "joseph-amukoya" },
    });
    expect(parishes.filter((parish) => parish.vicarPerson).length).toBeGreaterThanOrEqual(6);
    expect(archdeaconries.find((archdeaconry) => archdeaconry.name === "Vihiga")!.archdeacon).toEqual({
      slug: "peter-lumbasi",
    });
    const lists = await server.services.clergyPostings.listPage(SYSTEM_ACTOR, {});
    const nextYear = Number(todayInDiocese(new Date()).slice(0, 4)) + 1;
    expect(lists.items.map((list) => [list.title, list.status])).toEqual([
      [`Clergy postings ${nextYear}`, "published"],
    ]);
    const future = await server.services.clergyPostings.postingsOfList(lists.items[0]!.id);
    expect(future.length).toBe(2);
    expect(
      future.every(
        (posting) => posting.tookEffectAt === null && posting.startsOn.startsWith(String(nextYear)),
      ),
    ).toBe(true);
  });

  it("fills every public list over GraphQL, with a picture wherever there is one to show", async () => {
    const { body } = await graphql<Seeded>(server.url, EVERY_PUBLIC_LIST);
    expect(body.errors).toBeUndefined();
    const seeded = body.data!;

    expect(seeded.slides).toHaveLength(3);
    expect(seeded.photoAlbums.items).toHaveLength(2);
    expect(seeded.photoAlbums.items.every((album) => album.photoCount > 0 && album.cover?.image)).toBe(true);
    expect(seeded.slides.every((slide) => slide.image)).toBe(true);
    expect(seeded.currentBishopMessage?.image).toBeTruthy();
    expect(seeded.bishopMessages.total).toBeGreaterThan(0);
    expect(seeded.newsArticles.total).toBeGreaterThanOrEqual(6);
    expect(seeded.newsArticles.items.every((article) => article.image)).toBe(true);
    expect(seeded.sermons.total).toBe(3);
    expect(seeded.sermons.items.every((sermon) => sermon.audio!.durationSeconds >= 10)).toBe(true);
    expect(seeded.events.total).toBeGreaterThanOrEqual(6);
    expect(seeded.upcoming.total).toBeGreaterThan(0);
    expect(seeded.past.total).toBeGreaterThan(0);

    expect(seeded.archdeaconries.length).toBeGreaterThanOrEqual(6);
    for (const archdeaconry of seeded.archdeaconries) {
      expect(archdeaconry.parishes.length, archdeaconry.name).toBeGreaterThanOrEqual(3);
      expect(archdeaconry.parishes.length, archdeaconry.name).toBeLessThanOrEqual(8);
    }
    expect(seeded.parishes.total).toBe(seeded.archdeaconries.flatMap((a) => a.parishes).length);

    expect(seeded.jobOpenings.total).toBe(3);
    expect(seeded.departments.map((department) => department.slug)).toEqual([
      "mothers-union",
      "kama",
      "kayo",
      "children-ministry",
      "education",
      "tee",
      "music",
      "mission-department",
    ]);
    expect(seeded.departments.every((department) => department.image)).toBe(true);
    const bodyOf = (slug: string) => seeded.departments.find((department) => department.slug === slug)!.body;
    for (const fact of [
      "52 primary schools",
      "24 secondary schools",
      "6 technical institutions",
      "4 academies",
    ]) {
      expect(bodyOf("education")).toContain(fact);
    }
    expect(bodyOf("mission-department")).toContain("evangelist team of 10 to 15");

    expect(seeded.informationPages.map((page) => page.slug).sort()).toEqual([
      "about-us",
      "diocese-history",
      "governance-system",
      "projects",
    ]);
    const pageBody = (slug: string) => seeded.informationPages.find((page) => page.slug === slug)!.body;
    expect(pageBody("about-us")).toContain("Vihiga county and parts of Kakamega, Siaya and Bungoma counties");
    expect(pageBody("governance-system")).toContain("Standing Committee of Synod");
    expect(pageBody("diocese-history")).toContain("10 June 2018");

    expect(seeded.historyBishops.map((bishop) => [bishop.ordinal, bishop.yearsServed])).toEqual([
      [4, "Since 2018"],
      [3, "1995–2018"],
      [2, "1970–1993"],
      [1, "Until 1970"],
    ]);
    expect(seeded.historyBishops.every((bishop) => bishop.image)).toBe(true);
    expect(seeded.administrativeSecretary?.image).toBeTruthy();

    expect(seeded.projects.total).toBeGreaterThan(0);
    expect(seeded.featuredProject).toMatchObject({
      title: "Diocesan Conference Centre",
      targetAmountKes: 600_000_000,
    });
    expect(seeded.featuredProject?.image).toBeTruthy();
    expect(seeded.siteSettings.paybillNumber).toBeTruthy();
    expect(seeded.siteSettings.strategicPlanUrl).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\.pdf$/);

    expect(seeded.committees.map((committee) => [committee.name, committee.isStandingCommittee])).toEqual([
      ["Diocesan Standing Committee", true],
      ["Board of Education", false],
      ["Finance Committee", false],
    ]);
    const members = seeded.committees.flatMap((committee) => committee.members);
    expect(members[0]).toMatchObject({ name: "The Rt. Rev. Dr. Nathan Lusweti", parish: null });
    expect(members[1]).toMatchObject({ parish: { name: "St. Andrew's Mbale" } });
    expect([...seeded.committees, ...members].some((item) => item.needsTranslation)).toBe(false);
  });

  it("fills every legacy list, and its files are served", async () => {
    const lists: Record<string, unknown[]> = {};
    for (const path of [
      "/api/getAllSliders",
      "/api/getBishopInfoCurrent",
      "/api/getBishopInfo",
      "/api/getAllEvents",
      "/api/getAllNews",
      "/api/getAllJobs",
    ]) {
      const response = await getJson(server.url, path);
      expect(response.status, path).toBe(200);
      lists[path] = response.body as unknown[];
      expect(lists[path]!.length, path).toBeGreaterThan(0);
    }
    for (const path of ["/api/getArch", "/api/getArchdeaconries"]) {
      const { data } = (await getJson(server.url, path)).body as { data: { id: number }[] };
      expect(data.length, path).toBeGreaterThanOrEqual(6);
      const parishes = (await getJson(server.url, `/api/getParishes/${data[0]!.id}`)).body as {
        data: unknown[];
      };
      expect(parishes.data.length).toBeGreaterThanOrEqual(3);
    }

    const [slide] = lists["/api/getAllSliders"] as { image: string }[];
    const picture = await fetch(`${server.url}${slide!.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");

    const { strategicPlanUrl } = await server.services.siteSettings.get();
    const plan = await fetch(`${server.url}${strategicPlanUrl}`);
    expect(plan.status).toBe(200);
    expect(plan.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await plan.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("the sample content in Kiswahili", () => {
  it("has Kiswahili for About Us, the home page's texts and at least three articles", async () => {
    const { body } = await graphql<{
      informationPage: { title: string; fallsBackToEnglish: boolean };
      siteSettings: { bannerText: string; fallsBackToEnglish: boolean };
      slides: { title: string; fallsBackToEnglish: boolean }[];
      currentBishopMessage: { heading: string; fallsBackToEnglish: boolean };
      newsArticles: { items: { fallsBackToEnglish: boolean }[] };
    }>(
      server.url,
      `
        query ($language: Language) {
          informationPage(slug: "about-us", language: $language) {
            title
            fallsBackToEnglish
          }
          siteSettings {
            bannerText
            fallsBackToEnglish
          }
          slides {
            title
            fallsBackToEnglish
          }
          currentBishopMessage {
            heading
            fallsBackToEnglish
          }
          newsArticles(pageSize: 50) {
            items {
              fallsBackToEnglish
            }
          }
        }
      `,
      { language: "SW" },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.informationPage).toEqual({ title: "Kuhusu Sisi", fallsBackToEnglish: false });
    expect(body.data?.siteSettings.fallsBackToEnglish).toBe(false);
    expect(body.data?.siteSettings.bannerText).toContain("Inukeni tujenge");
    expect(body.data?.slides.every((slide) => !slide.fallsBackToEnglish)).toBe(true);
    expect(body.data?.currentBishopMessage.fallsBackToEnglish).toBe(false);
    const translated = body.data!.newsArticles.items.filter((item) => !item.fallsBackToEnglish);
    expect(translated.length).toBeGreaterThanOrEqual(3);
  });
});

/** Everything a visitor reads of the sample content, in the language asked for. */
const EVERY_PUBLIC_TEXT = `{
  slides { title caption }
  currentBishopMessage { bishopName heading message }
  newsArticles(pageSize: 50) { items { title body } }
  sermons(pageSize: 50) { items { title preacher preachedOn series notes videoUrl passages { reference } } }
  events(pageSize: 50) { items { title place description } }
  archdeaconries { name parishes { name vicar phone directions history } }
  clergy(pageSize: 50) { items { styledName languages biography } }
  jobOpenings { items { referenceNumber position description link documentUrl closingDate } }
  departments { name headName headTitle body imageCaption }
  informationPages { title body }
  historyBishops { name yearsServed note }
  administrativeSecretary { name title }
  projects { items { title summary body } }
  siteSettings {
    shortName fullName postalLine phone email webmailUrl bannerText designerName designerUrl
    facebookUrl twitterUrl youtubeUrl linkedinUrl strategicPlanUrl
  }
  committees {
    name description termStartMonth termStartYear termEndMonth termEndYear members { name title }
  }
  photoAlbums { items { title description date photos { caption } } }
  institutions(pageSize: 50) { items { name town headName headTitle phone email website history } }
}`;

type Term = ReturnType<typeof sampleCommittees>[number]["term"];
type Named = { name: string };

interface PublicText {
  currentBishopMessage: { bishopName: string };
  sermons: { items: { preacher: string; passages: { reference: string }[] }[] };
  jobOpenings: { items: { link: string | null; documentUrl: string | null }[] };
  departments: (Named & { headName: string | null })[];
  historyBishops: Named[];
  administrativeSecretary: Named;
  siteSettings: { strategicPlanUrl: string };
  committees: (Term & Named & { members: Named[] })[];
}

/** What no finished site shows: words left for staff, made-up addresses, a Bible book misnamed. */
const UNFINISHED = [
  /example\.(org|com|net)/i,
  /to be added/i,
  /\b(TBA|TBD)\b/,
  /lorem ipsum/i,
  /placeholder/i,
  /\bsample\b/i,
  /\bmfano\b/i,
  /Psalms \d+(:\d+)?(?![-\d])/,
];

const HONORIFICS = /^(the|most|rt\.|rev\.|very|ven\.|canon|dr\.|mr\.|mrs\.|ms\.|cpa|prof\.)$/i;

/** A person's name: two or more names beside their titles ("The Rt. Rev. Dr. Nathan Lusweti"), not an office's. */
function isPersonsName(name: string): boolean {
  const names = name.split(/\s+/).filter((word) => !HONORIFICS.test(word));
  return (
    names.length >= 2 &&
    names.every((word) => /^[A-Z][a-z']+(-[A-Z][a-z']+)?$/.test(word)) &&
    !names.some((word) => /^(Bishop|Diocese|Name|Staff)$/.test(word))
  );
}

/** Whether a committee serves in a month (YYYY-MM-DD's). */
function servesIn(term: Term, day: string): boolean {
  const month = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return (
    term.termStartYear * 12 + term.termStartMonth <= month &&
    month <= term.termEndYear * 12 + term.termEndMonth
  );
}

describe("the sample content on a fresh site", () => {
  const read = async (language: string) => {
    const { body } = await graphql<PublicText>(
      server.url,
      EVERY_PUBLIC_TEXT,
      {},
      { "accept-language": language },
    );
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  /** The text of a PDF the site serves: the sample's are uncompressed, so their words are in it. */
  const pdfText = async (url: string) =>
    Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer()).toString("latin1");

  it("looks finished, in both languages and in its documents: nothing left for staff, no example.org, no link out of the site", async () => {
    const english = await read("en");
    const documents = [
      english.siteSettings.strategicPlanUrl,
      ...english.jobOpenings.items.map((opening) => opening.documentUrl!),
    ];
    const texts = [JSON.stringify(english), JSON.stringify(await read("sw"))];
    for (const url of documents) texts.push(await pdfText(url));
    for (const text of texts) {
      for (const mark of UNFINISHED) expect(text.match(mark)?.[0], String(mark)).toBeUndefined();
    }
    // Links in the texts lead to pages of this site; a job is advertised by its PDF.
    const links = [...texts[0]!.matchAll(/href=\\"([^"\\]*)\\"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/[a-z]/);
    for (const opening of english.jobOpenings.items) {
      expect(opening).toMatchObject({ link: null, documentUrl: expect.stringMatching(/\.pdf$/) });
    }
    expect(await pdfText(documents[1]!)).toContain("How to apply");
  });

  it("names real people: the bishops, the secretary, every head of department, committee member and preacher", async () => {
    const seeded = await read("en");
    const people = [
      seeded.currentBishopMessage.bishopName,
      seeded.administrativeSecretary.name,
      ...seeded.historyBishops.map((bishop) => bishop.name),
      ...seeded.sermons.items.map((sermon) => sermon.preacher),
      ...seeded.committees.flatMap((committee) => committee.members.map((member) => member.name)),
    ];
    for (const department of seeded.departments)
      people.push(department.headName ?? `no head: ${department.name}`);
    expect(people.filter((name) => !isPersonsName(name))).toEqual([]);
    // One bishop, wherever he appears.
    expect(seeded.historyBishops[0]!.name).toBe(seeded.currentBishopMessage.bishopName);
  });

  it("has pledges to the banner's appeal, whose honour roll names a parish, a Mothers' Union branch and KAMA, and counts an anonymous pledge", async () => {
    const { body } = await graphql<{
      featuredProject: {
        honourRoll: {
          groups: {
            name: string;
            promisedKes: number;
            givenKes: number;
            unnamed: number;
            names: { name: string }[];
          }[];
        };
      };
    }>(
      server.url,
      `
        {
          featuredProject {
            honourRoll(by: PARISH) {
              groups {
                name
                promisedKes
                givenKes
                unnamed
                names {
                  name
                }
              }
            }
          }
        }
      `,
    );
    const groups = body.data!.featuredProject.honourRoll.groups;
    const names = groups.flatMap((group) => group.names.map((entry) => entry.name));
    expect(names).toEqual(
      expect.arrayContaining([
        "Cathedral Parish, Kakamega",
        "Mothers' Union, St. Peter's Shirere",
        "KAMA, St. John's Lurambi",
      ]),
    );
    expect(names).not.toContain("A member of the Cathedral Parish");
    const cathedral = groups.find((group) => group.name === "Cathedral Parish, Kakamega")!;
    expect(cathedral).toMatchObject({ promisedKes: 1_600_000, givenKes: 0, unnamed: 1 });
  });

  it("has a youth camp taking registrations for a fee, with a few paid and one cancelled, the fees given to no appeal", async () => {
    const { body } = await graphql<{
      events: { items: { id: string; title: string; registrationSetup: Record<string, unknown> | null }[] };
    }>(
      server.url,
      `
        {
          events(pageSize: 50) {
            items {
              id
              title
              registrationSetup {
                feeKes
                capacity
                placesLeft
                open
                askParish
                askRole
                askDiet
                questions {
                  label
                  kind
                  required
                }
              }
            }
          }
        }
      `,
    );
    const camp = body.data!.events.items.find((event) => event.title === "KAYO Youth Camp")!;
    expect(camp.registrationSetup).toEqual({
      feeKes: 1_500,
      capacity: 40,
      placesLeft: 35,
      open: true,
      askParish: true,
      askRole: true,
      askDiet: true,
      questions: [{ label: "T-shirt size", kind: "CHOICE", required: true }],
    });
    const counts = await server.services.registrations.counts(SYSTEM_ACTOR, camp.id);
    expect(counts).toMatchObject({ confirmed: 5, cancelled: 1, needRefund: 1, placesTaken: 5 });
    const fees = await server.dataSource
      .getRepository(Contribution)
      .findBy({ registrationId: Not(IsNull()) });
    expect(fees.map(({ amountKes, projectId }) => ({ amountKes, projectId }))).toEqual(
      Array.from({ length: 6 }, () => ({ amountKes: 1_500, projectId: null })),
    );
  });

  it("has last year's assessments and annual returns: some parishes paid up and some behind, some returns submitted, some drafts, some not started", async () => {
    const lastYear = Number(todayInDiocese(new Date()).slice(0, 4)) - 1;
    const assessments = await server.services.assessments.totals(SYSTEM_ACTOR, lastYear);
    const assessed = assessments.reduce((sum, row) => sum + row.assessedKes, 0);
    const paid = assessments.reduce((sum, row) => sum + row.paidKes, 0);
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(assessed);
    expect(assessments.some((row) => row.parishesBehind > 0)).toBe(true);

    const statuses = await server.services.parishReturnOverview.statuses(SYSTEM_ACTOR, {
      year: lastYear,
      pageSize: 50,
    });
    const standing = new Set(statuses.items.map((row) => row.status));
    expect(standing).toEqual(
      new Set([ParishReturnStatus.SUBMITTED, ParishReturnStatus.DRAFT, ParishReturnStatus.NOT_STARTED]),
    );
    const totals = await server.services.parishReturnOverview.totals(SYSTEM_ACTOR, { year: lastYear });
    const baptisms = totals.flatMap((row) => row.totals).filter((total) => total.key === "baptisms");
    expect(baptisms.reduce((sum, total) => sum + total.value, 0)).toBeGreaterThan(0);
    // The year before last is every parish's, submitted: the trends have two years to show.
    const before = await server.services.parishReturnOverview.statuses(SYSTEM_ACTOR, {
      year: lastYear - 1,
      pageSize: 50,
    });
    expect(before.items.every((row) => row.status === ParishReturnStatus.SUBMITTED)).toBe(true);
  });

  it("fills the finder of schools and hospitals: a dozen schools, primary and secondary, and a hospital, across the parishes, placed on the map, some with a chaplain", async () => {
    const { body } = await graphql<{
      institutions: {
        total: number;
        items: {
          kind: string;
          latitude: number | null;
          parish: { slug: string };
          chaplain: { slug: string } | null;
        }[];
      };
    }>(
      server.url,
      `
        {
          institutions(pageSize: 50) {
            total
            items {
              kind
              latitude
              parish {
                slug
              }
              chaplain {
                slug
              }
            }
          }
        }
      `,
    );
    const { items } = body.data!.institutions;
    const schools = items.filter(({ kind }) => kind === "PRIMARY_SCHOOL" || kind === "SECONDARY_SCHOOL");
    expect(schools.length).toBeGreaterThanOrEqual(12);
    expect(new Set(schools.map(({ kind }) => kind))).toEqual(new Set(["PRIMARY_SCHOOL", "SECONDARY_SCHOOL"]));
    expect(items.map(({ kind }) => kind)).toContain("HOSPITAL");
    expect(new Set(items.map(({ parish }) => parish.slug)).size).toBeGreaterThan(8);
    expect(items.every(({ latitude }) => latitude !== null)).toBe(true);
    expect(items.find(({ kind }) => kind === "HOSPITAL")?.chaplain).toEqual({ slug: "daniel-wekesa" });
    expect(items.filter(({ chaplain }) => chaplain).length).toBeGreaterThanOrEqual(3);
    // In and around Kakamega town, near 0.28 N, 34.75 E, a visitor's "Near me" finds secondary schools.
    const places = (await (
      await fetch(`${server.url}/institutions/places.json?kind=SECONDARY_SCHOOL`)
    ).json()) as {
      institutions: { latitude: number; longitude: number }[];
    };
    const nearKakamega = places.institutions.filter(
      ({ latitude, longitude }) => Math.abs(latitude - 0.28) < 0.05 && Math.abs(longitude - 34.75) < 0.05,
    );
    expect(nearKakamega.length).toBeGreaterThanOrEqual(2);
  });

  it("has every committee serving now, whenever the site is set up", async () => {
    const today = todayInDiocese(new Date());
    const { committees } = await read("en");
    expect(committees.filter((committee) => !servesIn(committee, today)).map(({ name }) => name)).toEqual([]);
    // Made five years on, the terms are those of five years on.
    const later = sampleCommittees((days) =>
      todayInDiocese(new Date(Date.UTC(2031, 4, 10) + days * 86_400_000)),
    );
    expect(later.every(({ term }) => servesIn(term, "2031-05-10"))).toBe(true);
  });

  it("reads the Bible by its books' names: every reading names a real book, as it is spelt (Psalm 23)", async () => {
    const seeded = await read("en");
    // The sermons' readings, and references in the texts such as the theme's "Nehemiah 2:18".
    const readings = [
      ...seeded.sermons.items.flatMap((sermon) => sermon.passages.map((passage) => passage.reference)),
      ...(JSON.stringify(seeded).match(/\b(?:[1-3] )?[A-Z][a-z]+ \d{1,3}:\d{1,3}(?:-\d{1,3})?/g) ?? []),
    ];
    expect(readings).toEqual(expect.arrayContaining(["Psalm 23", "Nehemiah 2:18"]));
    const spelt = (reading: string) => parsePassages(reading).map((passage) => passageText(passage, "en"));
    expect(readings.filter((reading) => spelt(reading).join("; ") !== reading)).toEqual([]);
  });
});
