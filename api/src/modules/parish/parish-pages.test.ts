import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { AdminRole } from "../../authorization.js";
import {
  createArchdeaconry,
  createClergyMember,
  createParish,
  createStaffMember,
  postVicar,
  signedInHeaders,
} from "../../../test/factories.js";
import {
  graphql,
  graphqlUpload,
  sendJson,
  type GraphQLResponse,
  type UploadedFile,
} from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { countQueries } from "../../../test/query-counter.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * A parish's own page: its details, picture and regular services, written by staff over GraphQL
 * (and the old REST path) and read by visitors, on SQLite and PostgreSQL.
 */

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

interface ServiceRow {
  day: string;
  startTime: string;
  language: string;
  kind: string;
}
interface ParishFields {
  id: string;
  slug: string;
  name: string;
  archdeaconryId: string;
  town: string | null;
  directions: string | null;
  latitude: number | null;
  longitude: number | null;
  vicar: string | null;
  phone: string | null;
  email: string | null;
  history: string | null;
  serviceTimes: string | null;
  imageUrl: string | null;
  image: { url: string; width: number; focalPoint: { x: number; y: number } } | null;
  services: ServiceRow[];
  archdeaconry: { name: string };
}

const FIELDS = `id slug name archdeaconryId town directions latitude longitude vicar phone email history
  serviceTimes imageUrl image { url width focalPoint { x y } } services { day startTime language kind }
  archdeaconry { name }`;
const CREATE = `mutation ($input: ParishInput!, $image: Upload) { createParish(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ParishInput!, $image: Upload) { updateParish(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteParish(id: $id) }`;
const BY_ID = `query ($id: ID!) { parish(id: $id) { ${FIELDS} } }`;
const BY_SLUG = `query ($slug: String!) { parishBySlug(slug: $slug) { id slug name } }`;

const photo = async (): Promise<UploadedFile> => ({
  bytes: await smallImage("jpeg", 640),
  filename: "church.jpg",
  type: "image/jpeg",
});

/** A parish write as the dashboard sends it: multipart with a picture, plain JSON without one. */
async function write<T = Record<string, ParishFields>>(
  query: string,
  variables: Record<string, unknown>,
  { image, headers = staff }: { image?: UploadedFile; headers?: Record<string, string> } = {},
): Promise<GraphQLResponse<T>> {
  const { body } = image
    ? await graphqlUpload<T>(server.url, query, variables, { image }, headers)
    : await graphql<T>(server.url, query, variables, headers);
  return body;
}

/** The parish as a visitor reads it, or null once it is gone. */
async function read(id: string | number): Promise<ParishFields | null> {
  const { body } = await graphql<{ parish: ParishFields | null }>(server.url, BY_ID, { id: String(id) });
  expect(body.errors).toBeUndefined();
  return body.data!.parish;
}

/** Rows of regular_service of these parishes, counted in the table itself. */
async function serviceRowsOf(...parishIds: (string | number)[]): Promise<number> {
  const ids = parishIds.map((id) => Number(id)).join(", ");
  const [row] = (await server.dataSource.query(
    `SELECT COUNT(*) AS count FROM regular_service WHERE parish_id IN (${ids})`,
  )) as { count: number | string }[];
  return Number(row!.count);
}

/** The stored files of a picture (its JPEG and WebP variants), by the name in its URL. */
async function filesOf(imageUrl: string): Promise<string[]> {
  const name = imageUrl.split("/").pop()!.slice(0, 24);
  return (await filesUnder(server.config.uploadsDir)).filter((file) => file.includes(name));
}

const parishNamesOf = async (archdeaconryId: number) =>
  (await server.services.parishes.listOf(archdeaconryId)).map((parish) => parish.name);

/** A parish's details, every field a parish page shows but its picture and services. */
const detailsOf = (archdeaconryId: number) => ({
  name: "St. Luke's Shibembe",
  archdeaconryId: String(archdeaconryId),
  town: "Shibembe",
  directions: "On the Butere road, 2 km past the market; the church is behind the primary school.",
  latitude: 0.2827,
  longitude: 34.7519,
  phone: "0712 345678",
  email: "stlukes@example.org",
  history: "Founded by CMS missionaries in 1935.\n\nThe present church was consecrated in 1972.",
  serviceTimes: "Holy Communion on the first Sunday of the month",
});

/** Its services out of order, as staff might type them. */
const SERVICES = [
  { day: "SUNDAY", startTime: "10:30", language: "KISWAHILI", kind: "HOLY_COMMUNION" },
  { day: "WEDNESDAY", startTime: "17:00", language: "LUHYA", kind: "PRAYER_MEETING" },
  { day: "SUNDAY", startTime: "07:30", language: "ENGLISH", kind: "MORNING_PRAYER" },
  { day: "MONDAY", startTime: "18:00", language: "ENGLISH", kind: "BIBLE_STUDY" },
];

/** Every field, with the focal point of a picture uploaded with it. */
const fullInput = (archdeaconryId: number) => ({
  ...detailsOf(archdeaconryId),
  imageFocalPoint: { x: 0.3, y: 0.7 },
  services: SERVICES,
});

/** The same services in the order of the church's week, Sunday first, and by time within a day. */
const IN_WEEK_ORDER = [
  { day: "SUNDAY", startTime: "07:30", language: "ENGLISH", kind: "MORNING_PRAYER" },
  { day: "SUNDAY", startTime: "10:30", language: "KISWAHILI", kind: "HOLY_COMMUNION" },
  { day: "MONDAY", startTime: "18:00", language: "ENGLISH", kind: "BIBLE_STUDY" },
  { day: "WEDNESDAY", startTime: "17:00", language: "LUHYA", kind: "PRAYER_MEETING" },
];

describe("a parish's page over GraphQL", () => {
  it("is created with every field, its picture and its services, read back in the order of the week", async () => {
    const butere = await createArchdeaconry(server.services, { name: "Butere" });
    const input = fullInput(butere.id);
    const body = await write(CREATE, { input }, { image: await photo() });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createParish!;
    const expected = {
      ...detailsOf(butere.id),
      // No vicar until a vicar's posting takes effect (modules/clergy-posting/).
      vicar: null,
      id: expect.any(String),
      slug: "st-lukes-shibembe",
      imageUrl: expect.stringMatching(/^\/uploads\/images\/\w+_640x320\.jpg$/),
      image: { url: created.imageUrl, width: 640, focalPoint: { x: 0.3, y: 0.7 } },
      services: IN_WEEK_ORDER,
      archdeaconry: { name: "Butere" },
    };
    expect(created).toEqual(expected);
    expect(await read(created.id)).toEqual(expected);
    expect(await filesOf(created.imageUrl!)).not.toEqual([]);
  });

  it("is updated with every field and its services replaced, keeping its picture unless a new one is sent", async () => {
    const butere = await createArchdeaconry(server.services);
    const mumias = await createArchdeaconry(server.services, { name: "Mumias" });
    const created = (await write(CREATE, { input: fullInput(butere.id) }, { image: await photo() })).data!
      .createParish!;

    const change = {
      name: "St. Luke's Shibembe",
      archdeaconryId: String(mumias.id),
      town: "Ekero",
      directions: "Opposite the chief's camp.",
      latitude: -0.05,
      longitude: 34.5,
      phone: "+254 733 000 111",
      email: "office@stlukes.example.org",
      history: "A short history.",
      serviceTimes: "",
      services: [
        { day: "SATURDAY", startTime: "16:00", language: "LUHYA", kind: "YOUTH_SERVICE" },
        { day: "FRIDAY", startTime: "06:00", language: "KISWAHILI", kind: "PRAYER_MEETING" },
      ],
    };
    const body = await write(UPDATE, { id: created.id, input: change });
    expect(body.errors).toBeUndefined();
    const expected = {
      ...change,
      vicar: null,
      id: created.id,
      slug: created.slug,
      serviceTimes: null,
      imageUrl: created.imageUrl,
      image: created.image,
      services: [
        { day: "FRIDAY", startTime: "06:00", language: "KISWAHILI", kind: "PRAYER_MEETING" },
        { day: "SATURDAY", startTime: "16:00", language: "LUHYA", kind: "YOUTH_SERVICE" },
      ],
      archdeaconry: { name: "Mumias" },
    };
    expect(body.data!.updateParish).toEqual(expected);
    expect(await read(created.id)).toEqual(expected);
    expect(await serviceRowsOf(created.id)).toBe(2);

    // Fields left out are cleared, as the form sends them all; the services only when sent.
    const cleared = await write(UPDATE, {
      id: created.id,
      input: { name: "St. Luke's Shibembe", archdeaconryId: String(mumias.id) },
    });
    expect(cleared.errors).toBeUndefined();
    expect(await read(created.id)).toMatchObject({
      town: null,
      directions: null,
      latitude: null,
      longitude: null,
      phone: null,
      email: null,
      history: null,
      imageUrl: created.imageUrl,
      services: expected.services,
    });
  });

  it("keeps its services when an update leaves them out, and has none when sent an empty list", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const withoutServices = detailsOf(archdeaconry.id);
    const created = (await write(CREATE, { input: { ...withoutServices, services: SERVICES } })).data!
      .createParish!;

    // The vicar its posting set stays when staff save the parish's page, which does not carry it.
    await postVicar(
      server.services,
      Number(created.id),
      await createClergyMember(server.services, { name: "Another Vicar" }),
    );
    const renamed = await write(UPDATE, {
      id: created.id,
      input: { ...withoutServices, town: "Ekero" },
    });
    expect(renamed.errors).toBeUndefined();
    expect(await read(created.id)).toMatchObject({
      vicar: "The Rev. Another Vicar",
      services: IN_WEEK_ORDER,
    });

    const nullServices = await write(UPDATE, {
      id: created.id,
      input: { ...withoutServices, services: null },
    });
    expect(nullServices.errors).toBeUndefined();
    expect((await read(created.id))!.services).toEqual(IN_WEEK_ORDER);

    const emptied = await write(UPDATE, { id: created.id, input: { ...withoutServices, services: [] } });
    expect(emptied.errors).toBeUndefined();
    expect((await read(created.id))!.services).toEqual([]);
    expect(await serviceRowsOf(created.id)).toBe(0);
  });

  it("takes up to 21 services: three a day, every day", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const days = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];
    const services = days.flatMap((day) =>
      ["06:00", "12:00", "23:59"].map((startTime) => ({
        day,
        startTime,
        language: "ENGLISH",
        kind: "PRAYER_MEETING",
      })),
    );
    const body = await write(CREATE, {
      input: {
        name: "St. Busy's",
        archdeaconryId: String(archdeaconry.id),
        services: [...services].reverse(),
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createParish!.services).toEqual(services);
  });

  it("replaces its picture with a new one and removes the old one's files", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const input = fullInput(archdeaconry.id);
    const created = (await write(CREATE, { input }, { image: await photo() })).data!.createParish!;
    const replaced = await write(UPDATE, { id: created.id, input }, { image: await photo() });
    expect(replaced.errors).toBeUndefined();
    const newUrl = replaced.data!.updateParish!.imageUrl!;
    expect(newUrl).not.toBe(created.imageUrl);
    expect(await filesOf(newUrl)).not.toEqual([]);
    expect(await filesOf(created.imageUrl!)).toEqual([]);
  });
});

describe("a parish's slug", () => {
  it("is made from the name, with -2 and -3 for parishes of the same name in other archdeaconries", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const archdeaconry = await createArchdeaconry(server.services);
      const body = await write(CREATE, {
        input: { name: "St. Peter's", archdeaconryId: String(archdeaconry.id) },
      });
      expect(body.errors).toBeUndefined();
      slugs.push(body.data!.createParish!.slug);
    }
    expect(slugs).toEqual(["st-peters", "st-peters-2", "st-peters-3"]);
  });

  it("is given to each of several parishes of one name created at the same moment, refusing none", async () => {
    const archdeaconries = [];
    for (let i = 0; i < 6; i++) archdeaconries.push(await createArchdeaconry(server.services));
    const bodies = await Promise.all(
      archdeaconries.map((archdeaconry) =>
        write(CREATE, { input: { name: "St. Jude's", archdeaconryId: String(archdeaconry.id) } }),
      ),
    );
    expect(bodies.map((body) => body.errors?.[0]?.message ?? null)).toEqual(bodies.map(() => null));
    const slugs = bodies.map((body) => body.data!.createParish!.slug).sort();
    expect(slugs).toEqual(["st-judes", "st-judes-2", "st-judes-3", "st-judes-4", "st-judes-5", "st-judes-6"]);
  });

  it("is kept when the parish is renamed, so its address does not change", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const created = (
      await write(CREATE, {
        input: { name: "St. Mark's Ebusiralo", archdeaconryId: String(archdeaconry.id) },
      })
    ).data!.createParish!;
    expect(created.slug).toBe("st-marks-ebusiralo");
    const renamed = await write(UPDATE, {
      id: created.id,
      input: { name: "St. Mark's Cathedral Ebusiralo", archdeaconryId: String(archdeaconry.id) },
    });
    expect(renamed.data!.updateParish).toMatchObject({
      name: "St. Mark's Cathedral Ebusiralo",
      slug: "st-marks-ebusiralo",
    });

    // The old name is free again, and a new parish of that name gets an address of its own.
    const another = await write(CREATE, {
      input: { name: "St. Mark's Ebusiralo", archdeaconryId: String(archdeaconry.id) },
    });
    expect(another.data!.createParish!.slug).toBe("st-marks-ebusiralo-2");
  });

  it("finds the parish through parishBySlug, whatever the case or the spaces around it", async () => {
    const parish = await createParish(server.services, { name: "Emmanuel Church Khwisero" });
    expect(parish.slug).toBe("emmanuel-church-khwisero");
    for (const slug of [
      "emmanuel-church-khwisero",
      "Emmanuel-Church-KHWISERO",
      "  emmanuel-church-khwisero \n",
    ]) {
      const { body } = await graphql(server.url, BY_SLUG, { slug });
      expect(body, JSON.stringify(slug)).toEqual({
        data: {
          parishBySlug: {
            id: String(parish.id),
            slug: "emmanuel-church-khwisero",
            name: "Emmanuel Church Khwisero",
          },
        },
      });
    }
    expect((await graphql(server.url, BY_SLUG, { slug: "no-such-parish" })).body).toEqual({
      data: { parishBySlug: null },
    });
  });
});

describe("a parish's bad details", () => {
  /** Everything a visitor reads of a parish, and the files stored, to compare before and after. */
  async function stateOf(id: string, archdeaconryId: number) {
    return {
      parish: await read(id),
      parishes: await parishNamesOf(archdeaconryId),
      files: await filesUnder(server.config.uploadsDir),
    };
  }

  const service = (overrides: Record<string, unknown> = {}) => ({
    day: "SUNDAY",
    startTime: "09:00",
    language: "ENGLISH",
    kind: "HOLY_COMMUNION",
    ...overrides,
  });
  const twentyTwo = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]
    .flatMap((day) => ["06:00", "09:00", "12:00"].map((startTime) => service({ day, startTime })))
    .concat(service({ day: "SUNDAY", startTime: "18:00" }));

  /** A bad change, and what the refusal says: the whole message, or the parts that name the field. */
  const CASES: [string, Record<string, unknown>, { message: string } | { mentions: string[] }, string?][] = [
    [
      "a day that is not a day",
      { services: [service({ day: "FUNDAY" })] },
      { mentions: ["input.services[0].day", "FUNDAY", "Weekday"] },
    ],
    [
      "a language the diocese does not hold services in",
      { services: [service(), service({ language: "FRENCH" })] },
      { mentions: ["input.services[1].language", "FRENCH", "ServiceLanguage"] },
    ],
    [
      "a kind of service that is not one",
      { services: [service({ kind: "CONCERT" })] },
      { mentions: ["input.services[0].kind", "CONCERT", "ServiceKind"] },
    ],
    [
      "a time without its leading zero",
      { services: [service(), service({ startTime: "7:30" })] },
      { message: "services[1]: startTime must be a time such as 07:30 or 16:00 (24-hour clock)" },
      "services",
    ],
    [
      "a time past the end of the day",
      { services: [service({ startTime: "24:00" })] },
      { message: "services[0]: startTime must be a time such as 07:30 or 16:00 (24-hour clock)" },
      "services",
    ],
    [
      "22 services",
      { services: twentyTwo },
      { message: "services must have at most 21 services; list each regular service once" },
      "services",
    ],
    [
      "the same day, time and language twice",
      { services: [service(), service({ kind: "MORNING_PRAYER" })] },
      { message: "services lists the Sunday 09:00 service in English twice" },
      "services",
    ],
    [
      "services that are not a list of services",
      { services: "Sunday 9 am" },
      { mentions: ["input.services"] },
    ],
    [
      "a latitude without a longitude",
      { longitude: null },
      { message: "latitude and longitude go together: give both to place the church on the map, or neither" },
      "longitude",
    ],
    [
      "a longitude without a latitude",
      { latitude: null },
      { message: "latitude and longitude go together: give both to place the church on the map, or neither" },
      "latitude",
    ],
    [
      "a latitude north of the pole",
      { latitude: 91 },
      { message: "latitude must be a number of degrees from -90 to 90, such as 0.2827" },
      "latitude",
    ],
    [
      "a longitude past 180 degrees",
      { longitude: -180.5 },
      { message: "longitude must be a number of degrees from -180 to 180, such as 34.7519" },
      "longitude",
    ],
    [
      "an e-mail address without a domain",
      { email: "vicar@" },
      { message: "email must be an e-mail address such as vicar@example.org" },
      "email",
    ],
    [
      "a history over 5000 characters",
      { history: "Founded in 1935. ".repeat(300) },
      { message: "history must have at most 5000 characters" },
      "history",
    ],
  ];

  it.each(CASES)("refuses %s, naming the field, and writes nothing", async (_what, bad, refusal, field) => {
    const archdeaconry = await createArchdeaconry(server.services);
    const input = fullInput(archdeaconry.id);
    const existing = (await write(CREATE, { input }, { image: await photo() })).data!.createParish!;
    const before = await stateOf(existing.id, archdeaconry.id);

    const attempts = [
      await write(CREATE, { input: { ...input, name: "St. Anne's", ...bad } }, { image: await photo() }),
      await write(
        UPDATE,
        { id: existing.id, input: { ...input, name: "Renamed", ...bad } },
        { image: await photo() },
      ),
      await write(UPDATE, { id: existing.id, input: { ...input, ...bad } }),
    ];
    for (const body of attempts) {
      expect(body.data ?? null).toBeNull();
      const error = body.errors?.[0];
      expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
      if ("message" in refusal)
        expect(error).toMatchObject({ message: refusal.message, extensions: { field } });
      else for (const part of refusal.mentions) expect(error?.message).toContain(part);
    }
    expect(await stateOf(existing.id, archdeaconry.id)).toEqual(before);
  });

  it("refuses services that are not a list from callers other than GraphQL too", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    for (const services of [{ day: "SUNDAY" }, "Sunday 9 am"]) {
      await expect(
        server.services.parishes.create(SYSTEM_ACTOR, {
          name: "St. Anne's",
          archdeaconryId: archdeaconry.id,
          services,
        }),
      ).rejects.toMatchObject({ message: "services must be a list of services", field: "services" });
    }
    await expect(
      server.services.parishes.create(SYSTEM_ACTOR, {
        name: "St. Anne's",
        archdeaconryId: archdeaconry.id,
        services: [service({ day: "Funday" })],
      }),
    ).rejects.toMatchObject({
      message:
        "services[0]: day must be one of SUNDAY, MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY",
      field: "services",
    });
    expect(await parishNamesOf(archdeaconry.id)).toEqual([]);
  });
});

describe("who may change a parish", () => {
  it("refuses a visitor and a treasurer every write, and changes nothing", async () => {
    const treasurer = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.TREASURER }),
    );
    const archdeaconry = await createArchdeaconry(server.services);
    const input = fullInput(archdeaconry.id);
    const existing = (await write(CREATE, { input }, { image: await photo() })).data!.createParish!;
    const before = { parish: await read(existing.id), files: await filesUnder(server.config.uploadsDir) };

    const change = { ...input, name: "Taken Over", services: [] };
    for (const [who, headers, code] of [
      ["a visitor", {}, "UNAUTHENTICATED"],
      ["a treasurer", treasurer, "FORBIDDEN"],
    ] as const) {
      const attempts = [
        await write(
          CREATE,
          { input: { ...change, name: "Intruders' Parish" } },
          { headers, image: await photo() },
        ),
        await write(UPDATE, { id: existing.id, input: change }, { headers, image: await photo() }),
        await write(UPDATE, { id: existing.id, input: change }, { headers }),
        await write(DELETE, { id: existing.id }, { headers }),
      ];
      for (const body of attempts) expect(body.errors?.[0]?.extensions?.code, who).toBe(code);
    }
    expect(await parishNamesOf(archdeaconry.id)).toEqual([input.name]);
    expect({ parish: await read(existing.id), files: await filesUnder(server.config.uploadsDir) }).toEqual(
      before,
    );
  });
});

describe("deleting", () => {
  it("a parish deletes its services and its picture's files", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const created = (await write(CREATE, { input: fullInput(archdeaconry.id) }, { image: await photo() }))
      .data!.createParish!;
    expect(await serviceRowsOf(created.id)).toBe(4);
    expect(await filesOf(created.imageUrl!)).not.toEqual([]);

    expect(await write(DELETE, { id: created.id })).toEqual({ data: { deleteParish: true } });
    expect(await read(created.id)).toBeNull();
    expect(await serviceRowsOf(created.id)).toBe(0);
    expect(await filesOf(created.imageUrl!)).toEqual([]);
    expect((await graphql(server.url, BY_SLUG, { slug: created.slug })).body.data).toEqual({
      parishBySlug: null,
    });
  });

  it("an archdeaconry with deleteParishes deletes its parishes' services and pictures, and no other parish's", async () => {
    const doomed = await createArchdeaconry(server.services, { name: "Shianda" });
    const kept = await createArchdeaconry(server.services);
    const made = [];
    for (const [archdeaconry, name] of [
      [doomed, "St. Paul's Shianda"],
      [doomed, "St. Silas Malaha"],
      [kept, "St. Timothy's"],
    ] as const) {
      const body = await write(
        CREATE,
        { input: { ...fullInput(archdeaconry.id), name } },
        { image: await photo() },
      );
      made.push(body.data!.createParish!);
    }
    const [first, second, other] = made as [ParishFields, ParishFields, ParishFields];

    const deleted = await write(`mutation ($id: ID!) { deleteArchdeaconry(id: $id, deleteParishes: true) }`, {
      id: String(doomed.id),
    });
    expect(deleted).toEqual({ data: { deleteArchdeaconry: true } });
    expect(await read(first.id)).toBeNull();
    expect(await read(second.id)).toBeNull();
    expect(await serviceRowsOf(first.id, second.id)).toBe(0);
    expect(await filesOf(first.imageUrl!)).toEqual([]);
    expect(await filesOf(second.imageUrl!)).toEqual([]);

    expect((await read(other.id))!.services).toEqual(IN_WEEK_ORDER);
    expect(await serviceRowsOf(other.id)).toBe(4);
    expect(await filesOf(other.imageUrl!)).not.toEqual([]);
  });
});

describe("the legacy POST /api/createParish", () => {
  it("still creates a parish, which gets a slug from its name and no services", async () => {
    const archdeaconries = [
      await createArchdeaconry(server.services),
      await createArchdeaconry(server.services),
    ];
    const ids: number[] = [];
    for (const archdeaconry of archdeaconries) {
      const response = await sendJson(
        server.url,
        "POST",
        "/api/createParish",
        { archid: archdeaconry.id, parish: "St. Barnabas Bukura" },
        staff,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: "success", id: expect.any(Number) });
      ids.push((response.body as { id: number }).id);
    }
    const [first, second] = [await read(ids[0]!), await read(ids[1]!)];
    expect(first).toMatchObject({
      name: "St. Barnabas Bukura",
      slug: "st-barnabas-bukura",
      services: [],
      image: null,
    });
    expect(second).toMatchObject({ slug: "st-barnabas-bukura-2", services: [] });
    expect((await graphql(server.url, BY_SLUG, { slug: "st-barnabas-bukura-2" })).body.data).toEqual({
      parishBySlug: { id: String(ids[1]), slug: "st-barnabas-bukura-2", name: "St. Barnabas Bukura" },
    });
  });
});

describe("listing archdeaconries with their parishes' services", () => {
  const QUERY = `{ archdeaconries { id parishes { id services { day } } } }`;

  /** Adds archdeaconries of parishes with two services each, and counts the queries of QUERY. */
  async function queriesWith(archdeaconryCount: number, parishesEach: number) {
    for (let i = 0; i < archdeaconryCount; i++) {
      const archdeaconry = await createArchdeaconry(server.services);
      for (let j = 0; j < parishesEach; j++) {
        await createParish(server.services, {
          archdeaconryId: archdeaconry.id,
          services: [
            { day: "SUNDAY", startTime: "10:00", language: "KISWAHILI", kind: "HOLY_COMMUNION" },
            { day: "MONDAY", startTime: "18:00", language: "ENGLISH", kind: "BIBLE_STUDY" },
          ],
        });
      }
    }
    let body: GraphQLResponse<{ archdeaconries: { parishes: { services: { day: string }[] }[] }[] }> = {};
    const queries = await countQueries(server.dataSource, async () => {
      body = (await graphql<NonNullable<typeof body.data>>(server.url, QUERY)).body;
    });
    expect(body.errors).toBeUndefined();
    const parishes = body.data!.archdeaconries.flatMap((archdeaconry) => archdeaconry.parishes);
    return { queries, parishes };
  }

  it("runs three queries however many parishes there are", async () => {
    const few = await queriesWith(1, 2);
    const many = await queriesWith(6, 5);
    expect(many.parishes.length).toBeGreaterThanOrEqual(few.parishes.length + 30);
    expect(
      many.parishes.filter((parish) => parish.services.map((s) => s.day).join() === "SUNDAY,MONDAY").length,
    ).toBeGreaterThanOrEqual(32);
    expect(few.queries).toBe(3);
    expect(many.queries).toBe(3);
  });
});
