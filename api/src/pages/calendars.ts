import ical, {
  ICalEventRepeatingFreq,
  ICalWeekday,
  type ICalCalendar,
  type ICalRepeatingOptions,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { DIOCESE_TIME_ZONE, todayInDiocese, withSeconds } from "../lib/calendar.js";
import type { Event } from "../modules/event/event.entity.js";
import type { OccurrenceChange } from "../modules/event/occurrence-change.entity.js";
import { ICAL_DAYS, repeatOf } from "../modules/event/repeat.js";
import type { Parish } from "../modules/parish/parish.entity.js";
import type { RegularService } from "../modules/parish/regular-service.entity.js";
import type { Services } from "../services.js";
import { addDays, weekdayOf } from "../site/calendar-days.js";
import { isRecordId, sitePaths } from "../site/site-routes.js";
import { WEEKDAYS, serviceName, type ServiceMinutes, type Weekday } from "../site/worship.js";
import { calendarFile, icalText } from "./ical-text.js";
import { printable } from "./printable.js";

/**
 * A calendar whose times are Kakamega's clock: each event names the Africa/Nairobi time zone, and
 * the calendar carries that zone's definition (VTIMEZONE) from timezones-ical-library, so that a
 * phone elsewhere shows the service at its own time for the same moment.
 */
function dioceseCalendar(name: string, url: string): ICalCalendar {
  const calendar = ical({ name: icalText(name), url });
  // No calendar-wide zone (null): stamps stay in UTC as RFC 5545 asks; the events name theirs.
  calendar.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  return calendar;
}

/** The first `day` on or after the date `from` (YYYY-MM-DD), as YYYY-MM-DD. */
function firstWeekdayFrom(from: string, day: Weekday): string {
  return addDays(from, (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7);
}

/** A wall-clock time in Kakamega (HH:mm or HH:mm:ss) as ical-generator takes it with a time zone: no offset. */
function wallClock(date: string, time: string, addMinutes = 0): string {
  const moment = new Date(`${date}T${withSeconds(time)}Z`);
  moment.setUTCMinutes(moment.getUTCMinutes() + addMinutes);
  return moment.toISOString().slice(0, 19);
}

/**
 * An event's rule as ical-generator writes it. RFC 5545 wants the end of a rule whose events have
 * a time of day as a moment in UTC: the end of that day in Kakamega.
 */
function repeatingOf(rule: string, firstDate: string, exclude: string[]): ICalRepeatingOptions {
  const repeat = repeatOf(rule);
  const [, month, day] = firstDate.split("-").map(Number);
  const weekday = ICAL_DAYS[weekdayOf(firstDate)];
  const byDay =
    repeat.frequency === "WEEKLY"
      ? { byDay: repeat.weekdays.map((candidate) => ICAL_DAYS[candidate]) }
      : repeat.monthlyOn === "WEEKDAY_OF_MONTH"
        ? { byDay: [weekday], bySetPos: Math.ceil(day! / 7) }
        : repeat.monthlyOn === "LAST_WEEKDAY_OF_MONTH"
          ? { byDay: [weekday], bySetPos: -1 }
          : repeat.monthlyOn === "DAY_OF_MONTH"
            ? { byMonthDay: day }
            : repeat.frequency === "YEARLY"
              ? { byMonth: month, byMonthDay: day }
              : {};
  return {
    freq: ICalEventRepeatingFreq[repeat.frequency],
    interval: repeat.interval > 1 ? repeat.interval : undefined,
    // As repeat.ts writes it: every other week counts from Sunday.
    startOfWeek: repeat.frequency === "WEEKLY" && repeat.interval > 1 ? ICalWeekday.SU : undefined,
    ...byDay,
    count: repeat.count ?? undefined,
    until: repeat.until === null ? undefined : new Date(`${repeat.until}T23:59:59+03:00`),
    exclude: exclude.length > 0 ? exclude : undefined,
  };
}

/**
 * A regular service as one repeating event (an RRULE, not a copy per week), from the week the
 * parish was added. Its UID stays the same while the service keeps its day, time and language,
 * so a subscribed calendar updates it rather than adding another. It ends when staff say its kind
 * of service ends (Settings); until they do it has no end, which a calendar shows as its start.
 */
function addRegularService(
  calendar: ICalCalendar,
  parish: Parish,
  service: RegularService,
  { publicUrl, host, minutes }: { publicUrl: string; host: string; minutes: ServiceMinutes | null },
): void {
  const length = minutes?.[service.kind];
  const firstDate = firstWeekdayFrom(todayInDiocese(parish.createdAt), service.day);
  const place = [parish.name, parish.town].filter(Boolean).join(", ");
  calendar.createEvent({
    id: `parish-${parish.id}-${service.day}-${service.startTime.replace(":", "")}-${service.language}@${host}`,
    timezone: DIOCESE_TIME_ZONE,
    start: wallClock(firstDate, service.startTime),
    end: length === undefined ? null : wallClock(firstDate, service.startTime, length),
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [ICAL_DAYS[service.day]] },
    summary: printable(`${serviceName(service.kind, service.language)}, ${parish.name}`),
    // With the church's position, a phone can show the way there.
    location:
      parish.latitude !== null && parish.longitude !== null
        ? { title: printable(place), geo: { lat: parish.latitude, lon: parish.longitude } }
        : printable(place),
    description: parish.directions === null ? undefined : printable(parish.directions),
    url: `${publicUrl}${sitePaths.parish.getHref(parish.slug)}`,
  });
}

/**
 * An event at Kakamega's time. A repeating one is one event with its rule (not a copy per
 * occurrence): its cancelled occurrences are its exceptions (EXDATE), and each changed one is an
 * event of its own with the same UID, naming the occurrence it replaces (RECURRENCE-ID), as RFC
 * 5545 has it. `url` is the page that shows it.
 */
function addEvent(
  calendar: ICalCalendar,
  event: Event,
  changes: readonly OccurrenceChange[],
  { url, host }: { url: string; host: string },
): void {
  const id = `event-${event.id}@${host}`;
  const details = (title: string, place: string | null, description: string | null) => ({
    summary: printable(title),
    location: place === null ? undefined : printable(place),
    description: description === null ? undefined : printable(description),
  });
  const cancelled = changes.filter((change) => change.cancelled);
  calendar.createEvent({
    id,
    timezone: DIOCESE_TIME_ZONE,
    start: wallClock(event.date, event.startTime),
    end: wallClock(event.date, event.endTime),
    ...details(event.title, event.place, event.description),
    repeating:
      event.repeatRule === null
        ? null
        : repeatingOf(
            event.repeatRule,
            event.date,
            cancelled.map((change) => wallClock(change.occurrenceDate, event.startTime)),
          ),
    url,
    lastModified: event.updatedAt,
  });
  for (const change of changes) {
    if (change.cancelled) continue;
    calendar.createEvent({
      id,
      timezone: DIOCESE_TIME_ZONE,
      recurrenceId: wallClock(change.occurrenceDate, event.startTime),
      start: wallClock(change.date!, change.startTime!),
      end: wallClock(change.date!, change.endTime!),
      ...details(change.title!, change.place, change.description),
      url,
      lastModified: event.updatedAt,
    });
  }
}

/** Events with their changed and cancelled occurrences, each once, into a calendar. */
async function addEvents(
  calendar: ICalCalendar,
  services: Services,
  events: Event[],
  context: { url: string; host: string },
): Promise<void> {
  const changes = await services.events.changesOfEach(events.map((event) => event.id));
  events.forEach((event, index) => addEvent(calendar, event, changes[index]!, context));
}

/**
 * A parish's calendar to subscribe to: its regular services and its events; null when there is
 * no such parish.
 */
export async function parishCalendar(
  services: Services,
  publicUrl: string,
  slug: string,
): Promise<string | null> {
  const parish = await services.parishes.findBySlug(slug);
  if (!parish) return null;
  const url = `${publicUrl}${sitePaths.parish.getHref(parish.slug)}`;
  const calendar = dioceseCalendar(parish.name, url);
  const host = new URL(publicUrl).hostname;
  const [regularServices = []] = await services.parishes.servicesOfEach([parish.id]);
  const minutes = (await services.siteSettings.get()).serviceMinutes;
  for (const service of regularServices) {
    addRegularService(calendar, parish, service, { publicUrl, host, minutes });
  }
  await addEvents(calendar, services, await services.events.forCalendarFeed({ parishId: parish.id }), {
    url,
    host,
  });
  return calendarFile(calendar);
}

/** A department's events as a calendar to subscribe to; null when there is no such department. */
export async function departmentCalendar(
  services: Services,
  publicUrl: string,
  slug: string,
): Promise<string | null> {
  const department = await services.departments.findBySlug(slug);
  if (!department) return null;
  const url = `${publicUrl}${sitePaths.department.getHref(department.slug)}`;
  const calendar = dioceseCalendar(department.name, url);
  const host = new URL(publicUrl).hostname;
  const events = await services.events.forCalendarFeed({ departmentId: department.id });
  await addEvents(calendar, services, events, { url, host });
  return calendarFile(calendar);
}

/** One regular service of a parish, to add to a calendar; null when the parish has no such service. */
export async function regularServiceCalendar(
  services: Services,
  publicUrl: string,
  slug: string,
  rawServiceId: string,
): Promise<string | null> {
  const parish = await services.parishes.findBySlug(slug);
  if (!parish) return null;
  const [regularServices = []] = await services.parishes.servicesOfEach([parish.id]);
  const service = regularServices.find((candidate) => String(candidate.id) === rawServiceId);
  if (!service) return null;
  const calendar = dioceseCalendar(parish.name, `${publicUrl}${sitePaths.parish.getHref(parish.slug)}`);
  addRegularService(calendar, parish, service, {
    publicUrl,
    host: new URL(publicUrl).hostname,
    minutes: (await services.siteSettings.get()).serviceMinutes,
  });
  return calendarFile(calendar);
}

/** An iCalendar of all the diocese's events, so parishioners can follow them in their phone's calendar. */
export async function eventsCalendar(services: Services, publicUrl: string): Promise<string> {
  const settings = await services.siteSettings.get();
  const url = `${publicUrl}${sitePaths.events.getHref()}`;
  const calendar = dioceseCalendar(`${settings.shortName} events`, url);
  await addEvents(calendar, services, await services.events.forCalendarFeed(), {
    url,
    host: new URL(publicUrl).hostname,
  });
  return calendarFile(calendar);
}

/** One event, a repeating one with its rule and exceptions, to add to a calendar; null when there is none. */
export async function eventCalendar(
  services: Services,
  publicUrl: string,
  rawId: string,
): Promise<string | null> {
  const event = isRecordId(rawId) ? await services.events.findById(rawId) : null;
  if (!event) return null;
  const url = `${publicUrl}${sitePaths.events.getHref({ month: event.date.slice(0, 7) })}`;
  const calendar = dioceseCalendar(event.title, url);
  await addEvents(calendar, services, [event], { url, host: new URL(publicUrl).hostname });
  return calendarFile(calendar);
}
