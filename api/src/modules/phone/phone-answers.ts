import type { DataSource } from "typeorm";
import { NotFoundError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { KeptPerDiocese } from "../../lib/kept-per-diocese.js";
import { addDays } from "../../site/calendar-days.js";
import { churchDaysBetween, churchSeasonOn } from "../../site/church-year.js";
import type { Language } from "../../site/languages.js";
import { WEEKDAYS } from "../../site/worship.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import type { EventService } from "../event/event.service.js";
import type { MpesaGivingService } from "../mpesa/mpesa-giving.service.js";
import type { ParishService } from "../parish/parish.service.js";
import type { PledgeService } from "../pledge/pledge.service.js";
import { ProjectStatus, type Project } from "../project/project.entity.js";
import type { ProjectService } from "../project/project.service.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import { translated } from "../translation/translation.js";
import { MIN_GIFT_KES } from "../contribution/contribution.inputs.js";
import { PHONE_WORDS } from "./phone-words.js";

/** A thing a caller picks from a list: an appeal, a parish, an archdeaconry, a pledge. */
export interface Listed {
  id: number;
  name: string;
}

/** One page of a list a caller picks from, and whether another follows. */
export interface ListPage {
  items: Listed[];
  more: boolean;
}

/** A caller's open pledge as USSD and SMS tell it. */
export interface PledgeTold {
  id: number;
  reference: string;
  appeal: string;
  promisedKes: number;
  paidKes: number;
  leftKes: number;
  nextReminderOn: string | null;
}

/** How many of a list one USSD screen offers: five names fit in 182 characters with the menu's words. */
const PER_SCREEN = 5;
/** Names are cut to this on a screen, so that five fit. */
const NAME_ON_SCREEN = 24;
/**
 * How long the week's calendar and the site's name, once read, are told as they were: a busy
 * Sunday's callers share one reading a minute.
 */
const KEPT_MS = 60_000;
/** The pledges "My pledge" tells of at most. */
const PLEDGES_TOLD = 5;

/** Text a phone shows well: straight quotes, one line, at most `length` characters. */
export function plainText(text: string, length: number): string {
  const plain = text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}.`;
}

export interface PhoneAnswerServices {
  dataSource: DataSource;
  projects: ProjectService;
  mpesa: MpesaGivingService;
  pledges: PledgeService;
  parishes: ParishService;
  events: EventService;
  siteSettings: SiteSettingsService;
}

/**
 * What the USSD menu and the SMS keywords tell and do, read from the site's own services: the
 * appeals, a caller's pledges, the parishes and their services, the week's events; a gift or a
 * pledge's payment starts the same M-Pesa prompt as the website's.
 */
export class PhoneAnswers {
  /** The week's calendar as last told, in each language and room, and when; each diocese's. */
  private readonly weeks = new KeptPerDiocese<Map<string, { at: number; text: string }>>();
  private readonly siteNameKept = new KeptPerDiocese<{ at: number; text: string }>();

  constructor(
    private readonly services: PhoneAnswerServices,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get minGiftKes(): number {
    return MIN_GIFT_KES;
  }

  get maxGiftKes(): number {
    return this.services.mpesa.maxAmountKes;
  }

  /** The diocese's short name, as the settings have it, read again once a minute at most. */
  async siteName(): Promise<string> {
    const now = this.now().getTime();
    const kept = this.siteNameKept.get();
    if (kept && now - kept.at < KEPT_MS) return kept.text;
    const settings = await this.services.siteSettings.get();
    const text = plainText(settings.shortName || "ACK", 40);
    this.siteNameKept.set({ at: now, text });
    return text;
  }

  /** The appeals that take gifts, the home page's banner first: one page of them. */
  async appeals(language: Language, page: number): Promise<ListPage> {
    const found = await this.services.projects.page({
      status: ProjectStatus.ONGOING,
      page,
      pageSize: PER_SCREEN,
    });
    return {
      items: found.items.map((project) => this.listed(project, language)),
      more: page < found.pageCount,
    };
  }

  /** The appeal a gift by SMS goes to: the banner's, or the one whose address has `word` in it. */
  async appealForKeyword(word: string | null, language: Language): Promise<Listed | null> {
    if (word === null) {
      const featured = await this.services.projects.featured();
      return featured && featured.status !== ProjectStatus.COMPLETED ? this.listed(featured, language) : null;
    }
    const wanted = word.toLowerCase();
    for (let page = 1; page <= 20; page++) {
      const found = await this.services.projects.page({ status: ProjectStatus.ONGOING, page, pageSize: 50 });
      const named = found.items.find((project) => project.slug.split("-").includes(wanted));
      if (named) return this.listed(named, language);
      if (page >= found.pageCount) break;
    }
    return null;
  }

  async appealName(id: number, language: Language): Promise<string | null> {
    const project = await this.services.projects.findById(id);
    return project ? this.listed(project, language).name : null;
  }

  /** A gift by the caller's own phone: the M-Pesa prompt, limited as the website's are. */
  async give(phone: string, appealId: number, amountKes: number, language: Language): Promise<void> {
    await this.services.mpesa.give(
      { projectId: String(appealId), amountKes, phone },
      callerKey(phone),
      language,
    );
  }

  async pledgesOf(phone: string, language: Language): Promise<PledgeTold[]> {
    const pledges = await this.services.pledges.openOfPhone(phone, PLEDGES_TOLD);
    const paid = await this.services.pledges.paidOfEach(pledges.map((pledge) => pledge.id));
    const titles = new Map<number, string>();
    for (const pledge of pledges) {
      if (!titles.has(pledge.projectId)) {
        titles.set(pledge.projectId, (await this.appealName(pledge.projectId, language)) ?? "");
      }
    }
    return pledges.map((pledge, index) => ({
      id: pledge.id,
      reference: `P${pledge.id}`,
      appeal: titles.get(pledge.projectId) ?? "",
      promisedKes: pledge.amountKes,
      paidKes: paid[index] ?? 0,
      leftKes: Math.max(0, pledge.amountKes - (paid[index] ?? 0)),
      nextReminderOn: pledge.nextReminderOn,
    }));
  }

  /** A payment towards one of the caller's own pledges: a prompt to their phone, account P<id>. */
  async payPledge(phone: string, pledgeId: number, amountKes: number): Promise<void> {
    const [pledge] = (await this.services.pledges.openOfPhone(phone, PLEDGES_TOLD)).filter(
      (open) => open.id === pledgeId,
    );
    if (!pledge) throw new NotFoundError("This pledge is no longer open: it is paid or cancelled");
    await this.services.mpesa.payPledge(pledge, amountKes, callerKey(phone));
  }

  /** The parishes a name's first letters find (a word of the name starting with them). */
  async parishesStartingWith(letters: string, page: number): Promise<ListPage & { total: number }> {
    const found = await this.services.parishes.find({ search: letters }, { page, pageSize: PER_SCREEN });
    return {
      items: found.items.map((parish) => ({ id: parish.id, name: plainText(parish.name, NAME_ON_SCREEN) })),
      more: page < found.pageCount,
      total: found.total,
    };
  }

  /** Parishes' names, in the order of the ids given (those that are no more left out). */
  async parishNames(ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const parishes = await this.services.parishes.listByIds(ids);
    return parishes.flatMap((parish) => (parish ? [plainText(parish.name, NAME_ON_SCREEN)] : []));
  }

  async archdeaconries(page: number): Promise<ListPage> {
    const [rows, total] = await this.services.dataSource.getRepository(Archdeaconry).findAndCount({
      order: { name: "ASC", id: "ASC" },
      skip: (page - 1) * PER_SCREEN,
      take: PER_SCREEN,
    });
    return {
      items: rows.map((row) => ({ id: row.id, name: plainText(row.name, NAME_ON_SCREEN) })),
      more: page * PER_SCREEN < total,
    };
  }

  async parishesOf(archdeaconryId: number, page: number): Promise<ListPage> {
    const found = await this.services.parishes.page({ archdeaconryId, page, pageSize: PER_SCREEN });
    return {
      items: found.items.map((parish) => ({ id: parish.id, name: plainText(parish.name, NAME_ON_SCREEN) })),
      more: page < found.pageCount,
    };
  }

  /** A parish's regular services, Sunday's first, as many as `room` characters hold. */
  async servicesOf(parishId: number, language: Language, room: number): Promise<string> {
    const words = PHONE_WORDS[language];
    const parish = await this.services.parishes.findById(parishId);
    if (!parish) return words.noServices("?");
    const name = plainText(parish.name, 60);
    const [services = []] = await this.services.parishes.servicesOfEach([parish.id]);
    if (services.length === 0) return words.noServices(name);
    const told = (service: (typeof services)[number]) =>
      `${service.startTime} ${words.kinds[service.kind]} (${words.languages[service.language]})`;
    const byDay = WEEKDAYS.flatMap((day) => {
      const ofDay = services.filter((service) => service.day === day);
      return ofDay.length === 0 ? [] : [`${words.days[day]} ${ofDay.map(told).join(", ")}`];
    });
    const text = [name, ...byDay].join("\n");
    if (text.length <= room) return text;
    // Too many for the screen: as many services as it holds, a line each, and how many more.
    const each = services.map((service) => `${words.days[service.day]} ${told(service)}`);
    return fitLines([name, ...each], room, (shown) =>
      shown < each.length ? words.andMore(each.length - shown) : null,
    );
  }

  /**
   * The diocese's calendar of the next seven days, headed by the church's day, as `room` holds.
   * Worked out once a minute for each language: every caller who asks in that minute hears the
   * same week, and a busy Sunday's callers do not each walk every repeating event's rule.
   */
  async thisWeek(language: Language, room: number): Promise<string> {
    const now = this.now().getTime();
    let weeks = this.weeks.get();
    if (!weeks) this.weeks.set((weeks = new Map()));
    const kept = weeks.get(`${language} ${room}`);
    if (kept && now - kept.at < KEPT_MS) return kept.text;
    const text = await this.workOutWeek(language, room);
    weeks.set(`${language} ${room}`, { at: now, text });
    return text;
  }

  private async workOutWeek(language: Language, room: number): Promise<string> {
    const words = PHONE_WORDS[language];
    const today = todayInDiocese(this.now());
    const days = await this.services.events.calendarDays({ from: today, to: addDays(today, 6), perDay: 3 });
    const churchDay = churchDaysBetween(today, today)[0]?.name ?? churchSeasonOn(today).name;
    const lines = days.flatMap((day) =>
      day.occurrences.map(
        (occurrence) =>
          `${day.date.slice(8)}/${day.date.slice(5, 7)} ${occurrence.startTime.slice(0, 5)} ${plainText(occurrence.title, 40)}`,
      ),
    );
    const all = days.reduce((sum, day) => sum + day.total, 0);
    if (lines.length === 0) return fitLines([words.thisWeek(churchDay), words.noEvents], room);
    return fitLines([words.thisWeek(churchDay), ...lines], room, (shown) =>
      shown < all ? words.andMore(all - shown) : null,
    );
  }

  private listed(project: Project, language: Language): Listed {
    return { id: project.id, name: plainText(translated(project, language).title, NAME_ON_SCREEN + 6) };
  }
}

/**
 * The key a caller's prompts are limited by: their number, which the network vouches for (every
 * USSD session and SMS comes from Africa's Talking's one address, which must never be the key).
 */
const callerKey = (phone: string) => `phone ${phone}`;

/**
 * A heading and lines, as many lines as `room` characters hold; `tail(shown)` may add a last line
 * (how many more there are), kept within the room too.
 */
export function fitLines(lines: string[], room: number, tail?: (shown: number) => string | null): string {
  const [heading = "", ...rest] = lines;
  for (let count = rest.length; count >= 0; count--) {
    const end = tail?.(count);
    const text = [heading, ...rest.slice(0, count), ...(end ? [end] : [])].join("\n");
    if (text.length <= room) return text;
  }
  return plainText(heading, room);
}
