import type { DataSource } from "typeorm";
import { SYSTEM_ACTOR } from "../authorization.js";
import { todayInDiocese } from "../lib/calendar.js";
import { AppState, SAMPLE_CONTENT_SEEDED as SEEDED_KEY } from "../db/app-state.entity.js";
import type { Services } from "../services.js";
import { SAMPLE_ARCHDEACONRIES, sampleServices } from "./archdeaconries.js";
import { jobAdvertLines, SAMPLE_JOB_OPENINGS, SAMPLE_PROJECTS } from "./careers-and-projects.js";
import { seedClergy } from "./clergy.js";
import { sampleCommittees } from "./committees.js";
import { SAMPLE_DEPARTMENTS } from "./departments.js";
import { SAMPLE_EVENTS } from "./events.js";
import { SAMPLE_INSTITUTIONS } from "./institutions.js";
import { SAMPLE_ALBUMS } from "./gallery.js";
import { SAMPLE_BISHOP_MESSAGE, SAMPLE_SLIDES } from "./home-page.js";
import { SAMPLE_NEWS } from "./news.js";
import { SAMPLE_PAGES } from "./pages.js";
import { sampleSermons } from "./sermons.js";
import { SAMPLE_PLEDGES } from "./pledges.js";
import { seedAssessments } from "./assessments.js";
import { seedParishReturns } from "./parish-returns.js";
import { seedYearSummary } from "./year-summary.js";
import { seedRegistrations } from "./registrations.js";
import { silentMp3 } from "../modules/sermon/silent-recording.js";
import { SAMPLE_ADMINISTRATIVE_SECRETARY, SAMPLE_HISTORY_BISHOPS } from "./people.js";
import { SAMPLE_SITE_SETTINGS, sampleStrategicPlanLines, makeSamplePdf } from "./site.js";
import { samplePicture, type Colours, type SamplePicture } from "./sample-images.js";
import type { MediaSource } from "../modules/media/media.service.js";
import {
  BISHOP_MESSAGE_IN_KISWAHILI,
  kiswahiliOf,
  NEWS_IN_KISWAHILI,
  PAGES_IN_KISWAHILI,
  PROJECTS_IN_KISWAHILI,
  SITE_SETTINGS_IN_KISWAHILI,
  SLIDES_IN_KISWAHILI,
} from "./kiswahili.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const PURPLE = { from: "#6b46c1", to: "#322659" };
const GREY = { from: "#4a5568", to: "#1a202c" };

/**
 * Every picture the seeding below shows, made into its files once when the API is built
 * (scripts/prepare-sample-pictures.ts): a first start of the built site that asks for one not
 * listed here fails.
 */
export function samplePictures(): SamplePicture[] {
  const withScenes = [SAMPLE_SLIDES, SAMPLE_NEWS, SAMPLE_DEPARTMENTS, SAMPLE_PROJECTS, SAMPLE_ALBUMS];
  return [
    ...withScenes.flat().map(({ colours }) => ({ kind: "scene" as const, colours })),
    ...SAMPLE_INSTITUTIONS.flatMap(({ colours }) => (colours ? [{ kind: "scene" as const, colours }] : [])),
    { kind: "portrait", colours: PURPLE },
    { kind: "portrait", colours: GREY },
  ];
}

// There is no request at start-up: the sample content is written as the system.
const actor = SYSTEM_ACTOR;

/**
 * Fills a new installation with sample content the first time only: an installation whose staff
 * later delete every article does not get the samples back.
 */
export async function seedSampleContentOnce(dataSource: DataSource, services: Services): Promise<void> {
  const state = dataSource.getRepository(AppState);
  if (await state.existsBy({ key: SEEDED_KEY })) return;
  await seedSampleContent(services);
  await state.insert({ key: SEEDED_KEY, value: new Date().toISOString() });
}

/** What every part of the seeding shares: the services, and the day and pictures it works from. */
interface Seeding {
  services: Services;
  /** The date so many days from the day the database is filled, in Kakamega. */
  dayFromNow: (days: number) => string;
  picture: (colours: Colours) => Promise<MediaSource>;
  portrait: (colours: Colours) => Promise<MediaSource>;
}

/**
 * Fills a new database with content a visitor can browse at once, through the services like any
 * write (as the system actor: there is no request at start-up). Pictures go through the media
 * service like any upload, so they come in every width and format. What is dated (events, terms,
 * sermons, closing dates, albums) is dated from `now`, so that the content is current whenever
 * the site is set up.
 */
export async function seedSampleContent(services: Services, now: Date = new Date()): Promise<void> {
  const seeding: Seeding = {
    services,
    dayFromNow: (days) => todayInDiocese(new Date(now.getTime() + days * DAY_MS)),
    picture: (colours) => samplePicture({ kind: "scene", colours }),
    portrait: (colours) => samplePicture({ kind: "portrait", colours }),
  };
  await seedHomePageAndNews(seeding);
  await seedParishesAndDepartments(seeding);
  // After the parishes, whose vicars their postings set.
  await seedClergy(services, seeding.dayFromNow(0));
  await seedInstitutions(seeding);
  await seedPeople(seeding);
  await seedCareersAndProjects(seeding);
  await seedPledges(seeding);
  await seedRegistrations(services, seeding.dayFromNow(0));
  await seedAssessments(services, seeding.dayFromNow(0));
  await seedParishReturns(services, seeding.dayFromNow(0));
  await seedCommittees(seeding);
  await seedSermonsAndGallery(seeding);
  // Last, after the returns and assessments it sums.
  await seedYearSummary(services, seeding.dayFromNow(0));
}

async function seedHomePageAndNews({ services, dayFromNow, picture, portrait }: Seeding) {
  const settings = { ...SAMPLE_SITE_SETTINGS, kiswahili: kiswahiliOf(SITE_SETTINGS_IN_KISWAHILI) };
  await services.siteSettings.update(actor, settings, {
    buffer: makeSamplePdf(sampleStrategicPlanLines(Number(dayFromNow(0).slice(0, 4)))),
  });

  for (const slide of SAMPLE_SLIDES) {
    const kiswahili = kiswahiliOf(SLIDES_IN_KISWAHILI[slide.title]);
    await services.slides.create(actor, { ...slide, kiswahili }, await picture(slide.colours));
  }
  const message = { ...SAMPLE_BISHOP_MESSAGE, kiswahili: kiswahiliOf(BISHOP_MESSAGE_IN_KISWAHILI) };
  await services.bishopMessages.create(actor, message, await portrait(PURPLE));

  for (const article of SAMPLE_NEWS) {
    const kiswahili = kiswahiliOf(NEWS_IN_KISWAHILI[article.title]);
    await services.news.create(actor, { ...article, kiswahili }, await picture(article.colours));
  }
}

async function seedParishesAndDepartments({ services, dayFromNow, picture }: Seeding) {
  for (const { name, parishes } of SAMPLE_ARCHDEACONRIES) {
    const archdeaconry = await services.archdeaconries.create(actor, { name });
    for (const { sundayLanguage, ...parish } of parishes) {
      await services.parishes.create(actor, {
        ...parish,
        archdeaconryId: archdeaconry.id,
        services: sampleServices(sundayLanguage),
      });
    }
  }

  for (const department of SAMPLE_DEPARTMENTS) {
    await services.departments.create(actor, department, await picture(department.colours));
  }
  for (const page of SAMPLE_PAGES) {
    const kiswahili = kiswahiliOf(PAGES_IN_KISWAHILI[page.slug]);
    await services.informationPages.create(actor, { ...page, kiswahili });
  }

  // After the parishes and departments, which some events belong to.
  for (const { parish, department, registrations, ...event } of SAMPLE_EVENTS) {
    const created = await services.events.create(actor, {
      ...event,
      date: dayFromNow(event.inDays),
      parishId: parish ? (await services.parishes.findBySlug(parish))?.id : null,
      departmentId: department ? (await services.departments.findBySlug(department))?.id : null,
    });
    if (!registrations) continue;
    const { closesInDays, ...setup } = registrations;
    // At the end of that day in Kakamega.
    const closesAt = new Date(`${dayFromNow(closesInDays)}T23:59:00+03:00`);
    await services.registrations.setUp(actor, created.id, { ...setup, closesAt });
  }
}

/** The schools and hospitals the parishes sponsor, after the parishes and the clergy (their chaplains). */
async function seedInstitutions({ services, picture }: Seeding) {
  for (const { parish, colours, kiswahili, chaplain, ...institution } of SAMPLE_INSTITUTIONS) {
    const sponsor = await services.parishes.findBySlug(parish);
    if (!sponsor)
      throw new Error(`The sample institution ${institution.name} names no sample parish: ${parish}`);
    const chaplainId = chaplain ? (await services.clergy.findBySlug(chaplain))?.id : null;
    if (chaplainId === undefined)
      throw new Error(
        `The sample institution ${institution.name} names no published sample chaplain: ${chaplain}`,
      );
    await services.institutions.create(
      actor,
      { ...institution, parishId: sponsor.id, chaplainId, kiswahili: kiswahiliOf(kiswahili) },
      colours ? await picture(colours) : null,
    );
  }
}

async function seedPeople({ services, portrait }: Seeding) {
  for (const bishop of SAMPLE_HISTORY_BISHOPS) {
    await services.historyBishops.create(actor, bishop, await portrait(PURPLE));
  }
  await services.administrativeSecretary.save(actor, SAMPLE_ADMINISTRATIVE_SECRETARY, await portrait(GREY));
}

async function seedCareersAndProjects({ services, dayFromNow, picture }: Seeding) {
  for (const { closesInDays, ...opening } of SAMPLE_JOB_OPENINGS) {
    const closingDate = dayFromNow(closesInDays);
    const advert = { buffer: makeSamplePdf(jobAdvertLines(opening, closingDate)) };
    await services.jobOpenings.create(actor, { ...opening, closingDate }, advert);
  }
  for (const { openingBalanceKes, ...project } of SAMPLE_PROJECTS) {
    const kiswahili = kiswahiliOf(PROJECTS_IN_KISWAHILI[project.title]);
    const created = await services.projects.create(
      actor,
      { ...project, kiswahili },
      await picture(project.colours),
    );
    if (openingBalanceKes > 0) {
      await services.contributions.recordOpening(
        created.id,
        openingBalanceKes,
        "Raised before giving online began",
      );
    }
  }
}

/** Pledges to the featured appeal, taken on paper: its honour roll has lines. */
async function seedPledges({ services, dayFromNow }: Seeding) {
  const appeal = await services.projects.featured();
  if (!appeal) return;
  const parishes = await services.parishes.listAll();
  for (const { pledge, parish, dueInDays } of SAMPLE_PLEDGES) {
    const parishId = parishes.find((each) => each.name === parish)?.id;
    await services.pledges.recordPaper(actor, {
      ...pledge,
      projectId: String(appeal.id),
      parishId: parishId ? String(parishId) : null,
      dueOn: dayFromNow(dueInDays),
    });
  }
}

async function seedCommittees({ services, dayFromNow }: Seeding) {
  for (const { members, term, kiswahili, ...committee } of sampleCommittees(dayFromNow)) {
    const { id } = await services.committees.create(actor, {
      ...committee,
      ...term,
      kiswahili: kiswahiliOf(kiswahili),
    });
    for (const { parish, titleInKiswahili, ...member } of members) {
      const parishId = parish ? (await services.parishes.findBySlug(parish))?.id : null;
      const translation = kiswahiliOf({ title: titleInKiswahili });
      await services.committees.createMember(actor, id, { ...member, parishId, kiswahili: translation });
    }
  }
}

async function seedSermonsAndGallery({ services, dayFromNow, picture }: Seeding) {
  for (const { seconds, titleSw, ...sermon } of sampleSermons(dayFromNow(0))) {
    const kiswahili = [{ field: "title", text: titleSw }];
    await services.sermons.create(actor, { ...sermon, kiswahili }, { buffer: silentMp3(seconds) });
  }

  for (const { title, titleSw, descriptionSw, inDays, colours, photos, ...album } of SAMPLE_ALBUMS) {
    const date = dayFromNow(inDays);
    const year = date.slice(0, 4);
    const texts = { title: titleSw.replace("{year}", year), description: descriptionSw };
    const created = await services.gallery.createAlbum(actor, {
      ...album,
      title: title.replace("{year}", year),
      date,
      kiswahili: kiswahiliOf(texts),
    });
    for (const [caption, captionSw] of photos) {
      const kiswahili = kiswahiliOf({ caption: captionSw });
      await services.gallery.addPhoto(actor, created.id, { caption, kiswahili }, await picture(colours));
    }
  }
}
