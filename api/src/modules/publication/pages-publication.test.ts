import type { ObjectLiteral } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphqlAs } from "../../../test/http.js";
import { wholeSitemap } from "../../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { BishopMessage } from "../bishop-message/bishop-message.entity.js";
import { Department } from "../department/department.entity.js";
import { InformationPage } from "../information-page/information-page.entity.js";
import { PublicationStatus } from "./publication.js";
import { ScheduledPublishing } from "./scheduled-publishing.js";
import { updateWhere } from "../../db/store.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const IN_A_MINUTE = () => new Date(Date.now() + 60_000).toISOString();

async function asStaff<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await graphqlAs<T>(server.url, staff, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function asVisitor<T>(query: string, variables: Record<string, unknown> = {}) {
  return (await graphqlAs<T>(server.url, {}, query, variables)).body;
}

const sitemap = () => wholeSitemap(server.url);

/** Makes the time of every scheduled row of a table come now, as if a minute had passed. */
async function letTimePass(entity: typeof InformationPage | typeof Department | typeof BishopMessage) {
  await updateWhere(
    server.dataSource.getRepository(entity),
    { status: PublicationStatus.SCHEDULED },
    { publishAt: new Date() },
  );
}

describe("information pages", () => {
  const CREATE = `mutation ($input: InformationPageInput!) { createInformationPage(input: $input) { id slug status publishAt } }`;
  const UPDATE = `mutation ($id: ID!, $input: InformationPageInput!) { updateInformationPage(id: $id, input: $input) { id status publishAt } }`;

  /** Every public answer that could show the page: GraphQL's list and page. */
  async function publicAnswersShow(slug: string) {
    const list = await asVisitor<{ informationPages: { slug: string }[] }>(`{ informationPages { slug } }`);
    const one = await asVisitor<{ informationPage: { slug: string } | null }>(
      `query ($slug: String!) { informationPage(slug: $slug) { slug } }`,
      { slug },
    );
    return {
      list: list.data!.informationPages.some((page) => page.slug === slug),
      one: one.data!.informationPage !== null,
    };
  }

  it("keeps a draft out of every public answer, cached ones too, until it is published", async () => {
    // Asked first, so that the answers are in the response cache when the draft is saved.
    expect(await publicAnswersShow("governance-system")).toEqual({ list: false, one: false });
    const { createInformationPage: draft } = await asStaff<{
      createInformationPage: { id: string; status: string; publishAt: string | null };
    }>(CREATE, {
      input: { slug: "governance-system", title: "Governance", body: "<p>The synod.</p>", status: "DRAFT" },
    });
    expect(draft).toMatchObject({ status: "DRAFT", publishAt: null });
    expect(await publicAnswersShow("governance-system")).toEqual({ list: false, one: false });

    const staffList = await asStaff<{ informationPages: { slug: string; status: string }[] }>(
      `{ informationPages(includeUnpublished: true) { slug status } }`,
    );
    expect(staffList.informationPages).toContainEqual({ slug: "governance-system", status: "DRAFT" });
    const staffOne = await asStaff<{ informationPage: { status: string } }>(
      `{ informationPage(slug: "governance-system", includeUnpublished: true) { status } }`,
    );
    expect(staffOne.informationPage.status).toBe("DRAFT");

    await asStaff(UPDATE, {
      id: draft.id,
      input: {
        slug: "governance-system",
        title: "Governance",
        body: "<p>The synod.</p>",
        status: "PUBLISHED",
      },
    });
    expect(await publicAnswersShow("governance-system")).toEqual({ list: true, one: true });
  });

  it("refuses a visitor the unpublished pages", async () => {
    const list = await asVisitor(`{ informationPages(includeUnpublished: true) { slug } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const one = await asVisitor(`{ informationPage(slug: "about-us", includeUnpublished: true) { slug } }`);
    expect(one.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("publishes a scheduled page at its time without a visitor, and only then", async () => {
    const { createInformationPage: scheduled } = await asStaff<{
      createInformationPage: { id: string; status: string };
    }>(CREATE, {
      input: {
        slug: "projects",
        title: "Projects",
        body: "<p>Water.</p>",
        status: "SCHEDULED",
        publishAt: IN_A_MINUTE(),
      },
    });
    expect(scheduled.status).toBe("SCHEDULED");
    expect(await publicAnswersShow("projects")).toEqual({ list: false, one: false });
    expect(await server.services.informationPages.publishDue(new Date())).toBe(0);
    await letTimePass(InformationPage);
    expect(await server.services.informationPages.publishDue(new Date())).toBe(1);
    expect(await publicAnswersShow("projects")).toEqual({ list: true, one: true });
  });

  it("refuses a schedule in the past, naming publishAt, and saves nothing", async () => {
    const { body } = await graphqlAs(server.url, staff, CREATE, {
      input: {
        slug: "diocese-history",
        title: "History",
        body: "<p>1920.</p>",
        status: "SCHEDULED",
        publishAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "publishAt" });
    expect(
      await server.services.informationPages.findBySlugForStaff(await staffActor(), "diocese-history"),
    ).toBeNull();
  });
});

describe("departments", () => {
  const CREATE = `mutation ($input: DepartmentInput!) { createDepartment(input: $input) { id slug status publishAt } }`;
  const UPDATE = `mutation ($id: ID!, $input: DepartmentInput!) { updateDepartment(id: $id, input: $input) { id status } }`;
  const youth = { slug: "youth", name: "Youth", body: "<p>Young people of the diocese.</p>" };

  async function publicAnswersShow(slug: string) {
    const list = await asVisitor<{ departments: { slug: string }[] }>(`{ departments { slug } }`);
    const one = await asVisitor<{ department: { slug: string } | null }>(
      `query ($slug: String!) { department(slug: $slug) { slug } }`,
      { slug },
    );
    const calendar = await fetch(`${server.url}/departments/${slug}/calendar.ics`);
    return {
      list: list.data!.departments.some((department) => department.slug === slug),
      one: one.data!.department !== null,
      sitemap: (await sitemap()).includes(`/departments/${slug}<`),
      calendar: calendar.status === 200,
    };
  }
  const NOWHERE = { list: false, one: false, sitemap: false, calendar: false };
  const EVERYWHERE = { list: true, one: true, sitemap: true, calendar: true };

  it("keeps a draft department out of the menu, its page, its calendar and the sitemap until published", async () => {
    expect(await publicAnswersShow("youth")).toEqual(NOWHERE);
    const { createDepartment: draft } = await asStaff<{ createDepartment: { id: string; status: string } }>(
      CREATE,
      { input: { ...youth, status: "DRAFT" } },
    );
    expect(draft.status).toBe("DRAFT");
    expect(await publicAnswersShow("youth")).toEqual(NOWHERE);
    const staffList = await asStaff<{ departments: { slug: string; status: string }[] }>(
      `{ departments(includeUnpublished: true) { slug status } }`,
    );
    expect(staffList.departments).toContainEqual({ slug: "youth", status: "DRAFT" });

    // An event of the draft department names it to staff, and to a visitor not at all.
    const event = await server.services.events.create(await staffActor(), {
      title: "Youth rally",
      date: "2031-08-01",
      startTime: "10:00:00",
      endTime: "12:00:00",
      place: "Kakamega",
      description: "All welcome.",
      departmentId: draft.id,
    });
    const EVENT = `query ($id: ID!) { event(id: $id) { department { slug } } }`;
    expect(
      (await asVisitor<{ event: { department: object | null } }>(EVENT, { id: event.id })).data!.event
        .department,
    ).toBeNull();
    expect(
      (await asStaff<{ event: { department: object | null } }>(EVENT, { id: event.id })).event.department,
    ).toEqual({
      slug: "youth",
    });

    // Saved again from the dashboard without a status: it stays a draft.
    const kept = await asStaff<{ updateDepartment: { status: string } }>(UPDATE, {
      id: draft.id,
      input: youth,
    });
    expect(kept.updateDepartment.status).toBe("DRAFT");
    await asStaff(UPDATE, { id: draft.id, input: { ...youth, status: "PUBLISHED" } });
    expect(await publicAnswersShow("youth")).toEqual(EVERYWHERE);

    await asStaff(UPDATE, { id: draft.id, input: { ...youth, status: "DRAFT" } });
    expect(await publicAnswersShow("youth")).toEqual(NOWHERE);
  });

  it("shows a draft department in the dashboard to its own editor, not to another department's", async () => {
    const created = await asStaff<{ createDepartment: { id: string } }>(CREATE, {
      input: { slug: "choir", name: "Choir", body: "<p>Singing.</p>", status: "DRAFT" },
    });
    const choirId = Number(created.createDepartment.id);
    const other = await asStaff<{ createDepartment: { id: string } }>(CREATE, {
      input: { slug: "ushers", name: "Ushers", body: "<p>Welcome.</p>" },
    });
    async function dashboardOf(departmentId: number) {
      const editor = await createStaffMember(server, { role: "department_editor", departmentId });
      const headers = await signedInHeaders(server, editor);
      const { body } = await graphqlAs<{ departments: { slug: string }[]; department: object | null }>(
        server.url,
        headers,
        `{ departments(includeUnpublished: true) { slug } department(slug: "choir", includeUnpublished: true) { slug } }`,
      );
      expect(body.errors).toBeUndefined();
      return {
        listed: body.data!.departments.some(({ slug }) => slug === "choir"),
        found: !!body.data!.department,
      };
    }
    expect(await dashboardOf(choirId)).toEqual({ listed: true, found: true });
    expect(await dashboardOf(Number(other.createDepartment.id))).toEqual({ listed: false, found: false });
  });

  it("publishes a scheduled department when ScheduledPublishing looks, without a visitor", async () => {
    await asStaff(CREATE, {
      input: {
        slug: "mission",
        name: "Mission",
        body: "<p>Outreach.</p>",
        status: "SCHEDULED",
        publishAt: IN_A_MINUTE(),
      },
    });
    expect((await publicAnswersShow("mission")).one).toBe(false);
    await letTimePass(Department);
    const publishing = new ScheduledPublishing([server.services.departments], server.app.log);
    expect(await publishing.publishDue()).toBe(1);
    expect(await publicAnswersShow("mission")).toEqual(EVERYWHERE);
  });
});

describe("the bishop's messages", () => {
  const CREATE = `mutation ($input: BishopMessageInput!) { createBishopMessage(input: $input) { id status publishAt } }`;
  const message = (heading: string, extra: Record<string, unknown> = {}) => ({
    input: { bishopName: "The Rt. Rev. Placeholder", heading, message: "Grace and peace.", ...extra },
  });

  async function current(): Promise<string | null> {
    const answer = await asVisitor<{ currentBishopMessage: { heading: string } | null }>(
      `{ currentBishopMessage { heading } }`,
    );
    return answer.data!.currentBishopMessage?.heading ?? null;
  }
  async function publicAnswersShow(heading: string, id: string) {
    const list = await asVisitor<{ bishopMessages: { items: { heading: string }[] } }>(
      `{ bishopMessages(pageSize: 50) { items { heading } } }`,
    );
    const one = await asVisitor<{ bishopMessage: object | null }>(
      `query ($id: ID!) { bishopMessage(id: $id) { heading } }`,
      { id },
    );
    const legacyCurrent = (await getJson(server.url, "/api/getBishopInfoCurrent")).body as {
      heading: string;
    }[];
    const legacyAll = (await getJson(server.url, "/api/getBishopInfo")).body as { heading: string }[];
    return {
      current: (await current()) === heading,
      list: list.data!.bishopMessages.items.some((item) => item.heading === heading),
      one: one.data!.bishopMessage !== null,
      legacyCurrent: legacyCurrent[0]?.heading === heading,
      legacyAll: legacyAll.some((item) => item.heading === heading),
    };
  }
  const NOWHERE = { current: false, list: false, one: false, legacyCurrent: false, legacyAll: false };
  const EVERYWHERE = { current: true, list: true, one: true, legacyCurrent: true, legacyAll: true };

  it("keeps the published message current while a newer one is a draft or scheduled", async () => {
    await asStaff(CREATE, message("Advent greetings"));
    expect(await current()).toBe("Advent greetings");

    const { createBishopMessage: draft } = await asStaff<{ createBishopMessage: { id: string } }>(
      CREATE,
      message("Christmas letter (draft)", { status: "DRAFT" }),
    );
    expect(await publicAnswersShow("Christmas letter (draft)", draft.id)).toEqual(NOWHERE);
    expect(await current()).toBe("Advent greetings");

    const { createBishopMessage: scheduled } = await asStaff<{ createBishopMessage: { id: string } }>(
      CREATE,
      message("New Year blessing", { status: "SCHEDULED", publishAt: IN_A_MINUTE() }),
    );
    expect(await publicAnswersShow("New Year blessing", scheduled.id)).toEqual(NOWHERE);

    const staffList = await asStaff<{ bishopMessages: { items: { heading: string; status: string }[] } }>(
      `{ bishopMessages(pageSize: 50, includeUnpublished: true) { items { heading status } } }`,
    );
    expect(staffList.bishopMessages.items.map((item) => item.status)).toEqual([
      "SCHEDULED",
      "DRAFT",
      "PUBLISHED",
    ]);

    await letTimePass(BishopMessage);
    expect(await server.services.bishopMessages.publishDue(new Date())).toBe(1);
    expect(await publicAnswersShow("New Year blessing", scheduled.id)).toEqual(EVERYWHERE);
    // The draft, written before it, is still nowhere.
    expect(await publicAnswersShow("Christmas letter (draft)", draft.id)).toEqual(NOWHERE);
  });

  it("makes a message published from a draft the current one", async () => {
    const { createBishopMessage: draft } = await asStaff<{ createBishopMessage: { id: string } }>(
      CREATE,
      message("Easter message", { status: "DRAFT" }),
    );
    await asStaff(
      `mutation ($id: ID!, $input: BishopMessageInput!) { updateBishopMessage(id: $id, input: $input) { id } }`,
      { id: draft.id, ...message("Easter message", { status: "PUBLISHED" }) },
    );
    expect(await publicAnswersShow("Easter message", draft.id)).toEqual(EVERYWHERE);
  });

  it("refuses a visitor the unpublished messages", async () => {
    const list = await asVisitor(`{ bishopMessages(includeUnpublished: true) { total } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const one = await asVisitor(`{ bishopMessage(id: 1, includeUnpublished: true) { heading } }`);
    expect(one.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("scheduled publishing of every type", () => {
  it("publishes what fell due while the site was down as soon as it starts", async () => {
    const saved = [];
    for (const [entity, row] of [
      [InformationPage, { slug: "about-us", title: "About Us", body: "<p>Us.</p>" }],
      [Department, { slug: "education", name: "Education", body: "<p>Schools.</p>", position: 9 }],
      [BishopMessage, { bishopName: "Bishop", heading: "While we were down", message: "Peace." }],
    ] as const) {
      const repository = server.dataSource.getRepository<ObjectLiteral>(entity);
      saved.push(
        await repository.save({
          ...row,
          status: PublicationStatus.SCHEDULED,
          publishAt: new Date(Date.now() - 60_000),
        }),
      );
    }
    // What app.ts starts: it looks once at start.
    const publishing = new ScheduledPublishing(
      [server.services.informationPages, server.services.departments, server.services.bishopMessages],
      server.app.log,
    );
    publishing.start(60_000);
    await publishing.stop();
    expect(await server.services.informationPages.findBySlug("about-us")).not.toBeNull();
    expect(await server.services.departments.findBySlug("education")).not.toBeNull();
    // Public, though not current: messages published since are newer.
    expect(await server.services.bishopMessages.findById(saved[2]!.id)).not.toBeNull();
  });
});

async function staffActor() {
  const user = await createStaffMember(server, { role: "editor" });
  return { userId: user.id, role: user.role, sessionId: 0 };
}
