import argon2 from "argon2";
import slugify from "slugify";
import { SYSTEM_ACTOR } from "../src/authorization.js";
import { AdminUser } from "../src/modules/admin-user/admin-user.entity.js";
import { todayInDiocese } from "../src/lib/calendar.js";
import type { BishopMessageInput } from "../src/modules/bishop-message/bishop-message.inputs.js";
import type { ArchdeaconryInput } from "../src/modules/archdeaconry/archdeaconry.inputs.js";
import type { EventInput } from "../src/modules/event/event.inputs.js";
import type { InstitutionInput } from "../src/modules/institution/institution.inputs.js";
import type { JobOpeningInput } from "../src/modules/job-opening/job-opening.inputs.js";
import type { MediaSource } from "../src/modules/media/media.service.js";
import type { NewsArticleInput } from "../src/modules/news/news.inputs.js";
import type { ParishInput } from "../src/modules/parish/parish.inputs.js";
import { titleAndName } from "../src/db/migrations/1796089900000-clergy-postings.js";
import type { ClergyMemberInput } from "../src/modules/clergy/clergy.inputs.js";
import { ClergyRole } from "../src/modules/clergy-posting/clergy-posting.entity.js";
import { ProjectStatus } from "../src/modules/project/project.entity.js";
import type { ProjectInput } from "../src/modules/project/project.inputs.js";
import type { SermonInput } from "../src/modules/sermon/sermon.inputs.js";
import { silentMp3 } from "../src/modules/sermon/silent-recording.js";
import type { SlideInput } from "../src/modules/slide/slide.inputs.js";
import type { Services } from "../src/services.js";
import { smallImage } from "./images.js";
import type { TestApp } from "./test-app.js";

let sequence = 0;

/** An article made through the news service, with any field overridden and a picture if given. */
export function createNewsArticle(
  services: Services,
  overrides: Partial<NewsArticleInput> = {},
  image?: MediaSource,
) {
  sequence += 1;
  return services.news.create(
    SYSTEM_ACTOR,
    {
      title: `Parish harvest thanksgiving ${sequence}`,
      body: `<p>Parishioners brought the first fruits of the season to the altar. Report number ${sequence}.</p>`,
      ...overrides,
    },
    image,
  );
}

/** An article of about 150 KB, for a write that needs new room on the disk. */
export function bigNewsArticleInput(title: string): NewsArticleInput {
  return { title, body: `<p>${"Harambee for the conference centre. ".repeat(4000)}</p>` };
}

/** An archdeaconry made through its service, with a unique name unless one is given. */
export function createArchdeaconry(services: Services, overrides: Partial<ArchdeaconryInput> = {}) {
  sequence += 1;
  return services.archdeaconries.create(SYSTEM_ACTOR, { name: `Archdeaconry ${sequence}`, ...overrides });
}

/**
 * A parish made through its service, in a new archdeaconry unless one is given; with `vicar`
 * ("Rev. Canon Jane Wekesa"), that member of the clergy posted there as its vicar from today.
 */
export async function createParish(
  services: Services,
  { vicar, ...overrides }: Partial<ParishInput> & { vicar?: string | null } = {},
) {
  const archdeaconryId = overrides.archdeaconryId ?? (await createArchdeaconry(services)).id;
  sequence += 1;
  const parish = await services.parishes.create(SYSTEM_ACTOR, {
    name: `St. Stephen's ${sequence}`,
    phone: "+254 712 000 000",
    serviceTimes: "Sunday 8:00 am (English), 10:30 am (Kiswahili)",
    ...overrides,
    archdeaconryId,
  });
  if (!vicar) return parish;
  await postVicar(services, parish.id, await createClergyMember(services, titleAndName(vicar)));
  return (await services.parishes.findById(parish.id))!;
}

/** A member of the clergy made through their service, published, with a unique address unless one is given. */
export function createClergyMember(services: Services, overrides: Partial<ClergyMemberInput> = {}) {
  sequence += 1;
  const name = overrides.name ?? `Placeholder Clergy ${sequence}`;
  return services.clergy.create(SYSTEM_ACTOR, {
    title: "The Rev.",
    name,
    slug: `${slugify(name, { lower: true, strict: true })}-${sequence}`,
    ...overrides,
  });
}

/** Posts the member as the parish's vicar from today, alone, and puts it into effect at once. */
export async function postVicar(services: Services, parishId: number, member: { id: number }) {
  const posting = await services.clergyPostings.addPosting(SYSTEM_ACTOR, {
    clergyMemberId: String(member.id),
    parishId: String(parishId),
    role: ClergyRole.VICAR,
    startsOn: daysFromToday(0),
  });
  await services.clergyPostingsTakingEffect.takeEffectDue();
  return posting;
}

/**
 * A published secondary school made through its service, sponsored by the parish given (a new one
 * in a new archdeaconry unless given), with any field overridden.
 */
export async function createInstitution(services: Services, overrides: Partial<InstitutionInput> = {}) {
  const parishId = overrides.parishId ?? (await createParish(services)).id;
  sequence += 1;
  return services.institutions.create(SYSTEM_ACTOR, {
    name: `Harambee Secondary School ${sequence}`,
    kind: "SECONDARY_SCHOOL",
    town: "Kakamega",
    ...overrides,
    parishId,
  });
}

/** An ongoing appeal's project made through its service, not featured, with any field overridden. */
export function createProject(services: Services, overrides: Partial<ProjectInput> = {}) {
  return services.projects.create(SYSTEM_ACTOR, {
    title: "St Luke's Parish Hall",
    summary: "A hall for Butere.",
    body: "<p>A hall.</p>",
    targetAmountKes: 2_000_000,
    status: ProjectStatus.ONGOING,
    featured: false,
    ...overrides,
  });
}

/** The date `offset` days from today in the diocese, as YYYY-MM-DD (negative for the past). */
export function daysFromToday(offset: number): string {
  return todayInDiocese(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));
}

/** An event made through its service, a week from today unless a date is given. */
export function createEvent(services: Services, overrides: Partial<EventInput> = {}) {
  sequence += 1;
  return services.events.create(SYSTEM_ACTOR, {
    title: `Archdeaconry prayer day ${sequence}`,
    date: daysFromToday(7),
    startTime: "09:00",
    endTime: "13:00",
    place: "Cathedral grounds, Kakamega",
    ...overrides,
  });
}

/** A job opening made through its service, open for a month unless told otherwise, with the PDF if one is given. */
export function createJobOpening(
  services: Services,
  overrides: Partial<JobOpeningInput> = {},
  document?: MediaSource,
) {
  sequence += 1;
  return services.jobOpenings.create(
    SYSTEM_ACTOR,
    {
      referenceNumber: `ADK/HR/2026/${String(sequence).padStart(3, "0")}`,
      position: `Parish accountant ${sequence}`,
      description:
        "Keeps the books of the parishes of one archdeaconry and reports to the diocesan treasurer.",
      link: "https://jobs.example.org/parish-accountant",
      closingDate: daysFromToday(30),
      ...overrides,
    },
    document,
  );
}

/** A slide made through its service, with a small picture unless one is given. */
export async function createSlide(
  services: Services,
  overrides: Partial<SlideInput> = {},
  image?: MediaSource,
) {
  sequence += 1;
  return services.slides.create(
    SYSTEM_ACTOR,
    { title: `Slide ${sequence}`, caption: `Caption of slide ${sequence}`, ...overrides },
    image ?? { buffer: await smallImage("jpeg", 320) },
  );
}

/** A bishop's message made through its service, with a picture only if one is given. */
export function createBishopMessage(
  services: Services,
  overrides: Partial<BishopMessageInput> = {},
  image?: MediaSource,
) {
  sequence += 1;
  return services.bishopMessages.create(
    SYSTEM_ACTOR,
    {
      bishopName: "The Rt. Rev. Placeholder Bishop",
      heading: `A word of encouragement ${sequence}`,
      message: "Grace and peace to you in the name of our Lord Jesus Christ.",
      ...overrides,
    },
    image,
  );
}

export const STAFF_PASSWORD = "Kakamega-Synod-2026";

/**
 * One real argon2id hash per password, made once per test process and shared by the staff who sign
 * in with it, at argon2's lightest cost (1 pass over 1 MiB, one lane). argon2 keeps a hash's
 * cost in the hash and verifies at that cost: at the site's own (64 MiB, 3 passes, 4 lanes) each
 * sign-in took a quarter of a second of both cores, and almost every test file signs staff in,
 * many of them in every test. What a sign-in checks does not change: a salted argon2id hash of the
 * password, which the site verifies as it does any other. The hashes the site makes itself keep
 * the site's cost, which admin-user's tests check.
 */
const LIGHTEST = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const passwordHashes = new Map<string, Promise<string>>();
function passwordHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = argon2.hash(password, LIGHTEST)));
  return hash;
}

/** A member of staff who can sign in with STAFF_PASSWORD (or the password given). */
export async function createStaffMember(
  server: TestApp,
  overrides: Partial<Omit<AdminUser, "passwordHash">> & { password?: string } = {},
): Promise<AdminUser> {
  sequence += 1;
  const { password = STAFF_PASSWORD, ...fields } = overrides;
  return server.dataSource.getRepository(AdminUser).save({
    name: `Staff Member ${sequence}`,
    email: `staff${sequence}@diocese.example`,
    username: `staff${sequence}`,
    phone: "+254712345678",
    role: "system_admin",
    active: true,
    lastSignInAt: null,
    passwordHash: await passwordHashOf(password),
    ...fields,
  });
}

/**
 * Headers of a signed-in member of staff (a new system admin unless one is given), as an
 * integrator sends them.
 */
export async function signedInHeaders(server: TestApp, user?: AdminUser): Promise<Record<string, string>> {
  const staff = user ?? (await createStaffMember(server));
  const { token } = await server.services.sessions.start(staff.id);
  return { "access-token": token };
}

/** A sermon made through its service, with ten seconds of silence as its recording unless told otherwise. */
export function createSermon(
  services: Services,
  overrides: Partial<SermonInput> = {},
  audio: MediaSource | null = { buffer: silentMp3(10) },
) {
  sequence += 1;
  return services.sermons.create(
    SYSTEM_ACTOR,
    {
      title: `Born of water and the Spirit ${sequence}`,
      preacher: "The Rt Rev. Dr. Joseph Wasonga",
      preachedOn: "2026-11-22",
      passages: "John 3:16-21; Romans 8",
      notes: "<p>God so loved the world.</p>",
      ...overrides,
    },
    audio,
  );
}
