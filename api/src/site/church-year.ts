/*
 * The church year for any year: Easter, the days that move with it, the fixed holy days of the
 * Anglican Church of Kenya's calendar (Our Modern Services), their transfers, and the season of a
 * date. Both processes read it, so it imports nothing but date-easter and the calendar's days
 * (calendar-days.ts) and uses no Node API. Dates are YYYY-MM-DD strings.
 */
import { gregorianEaster } from "date-easter";
import { addDays, isDay, weekdayOf } from "./calendar-days.js";

export type ChurchDayRank = "PRINCIPAL_FEAST" | "PRINCIPAL_HOLY_DAY" | "FESTIVAL";
export type LiturgicalColour = "PURPLE" | "WHITE" | "RED" | "GREEN";

export interface ChurchDay {
  /** YYYY-MM-DD: the day it is kept, after any transfer. */
  date: string;
  name: string;
  rank: ChurchDayRank;
  colour: LiturgicalColour;
  /** The day it fell on, when it is kept on another (its name then ends "(transferred)"). */
  transferredFrom?: string;
}

export interface ChurchSeason {
  name: string;
  colour: LiturgicalColour;
}

export const FIRST_YEAR = 1583; // the first whole year of the Gregorian calendar
export const LAST_YEAR = 9999; // the last year a YYYY-MM-DD date can hold

interface FixedHolyDay {
  month: number;
  day: number;
  name: string;
  rank: ChurchDayRank;
  colour: LiturgicalColour;
}

function fixed(
  month: number,
  day: number,
  name: string,
  rank: ChurchDayRank,
  colour: LiturgicalColour,
): FixedHolyDay {
  return { month, day, name, rank, colour };
}

const FEAST = "PRINCIPAL_FEAST";
const HOLY_DAY = "PRINCIPAL_HOLY_DAY";
const FESTIVAL = "FESTIVAL";

/**
 * The holy days on the same date every year. Red for martyrs, apostles and evangelists; white for
 * feasts of Christ and other saints (Paul's conversion and John the Evangelist are white, as in
 * Common Worship, since neither is kept as a martyrdom).
 */
const FIXED_HOLY_DAYS: readonly FixedHolyDay[] = [
  fixed(1, 1, "The Naming and Circumcision of Jesus", FESTIVAL, "WHITE"),
  fixed(1, 6, "The Epiphany", FEAST, "WHITE"),
  fixed(1, 25, "The Conversion of Paul", FESTIVAL, "WHITE"),
  fixed(2, 2, "The Presentation of Christ in the Temple", FEAST, "WHITE"),
  fixed(2, 17, "Janani Luwum, Archbishop of Uganda, Martyr", FESTIVAL, "RED"),
  fixed(3, 19, "Joseph of Nazareth", FESTIVAL, "WHITE"),
  fixed(3, 25, "The Annunciation", FEAST, "WHITE"),
  fixed(4, 25, "Mark the Evangelist", FESTIVAL, "RED"),
  fixed(5, 1, "Philip and James, Apostles", FESTIVAL, "RED"),
  fixed(5, 14, "Matthias the Apostle", FESTIVAL, "RED"),
  fixed(5, 31, "The Visitation", FESTIVAL, "WHITE"),
  fixed(6, 3, "The Martyrs of Uganda", FESTIVAL, "RED"),
  fixed(6, 11, "Barnabas the Apostle", FESTIVAL, "RED"),
  fixed(6, 24, "The Birth of John the Baptist", FESTIVAL, "WHITE"),
  fixed(6, 29, "Peter and Paul, Apostles", FESTIVAL, "RED"),
  fixed(7, 3, "Thomas the Apostle", FESTIVAL, "RED"),
  fixed(7, 22, "Mary Magdalene", FESTIVAL, "WHITE"),
  fixed(7, 25, "James the Apostle", FESTIVAL, "RED"),
  fixed(8, 6, "The Transfiguration", FESTIVAL, "WHITE"),
  fixed(8, 15, "The Blessed Virgin Mary", FESTIVAL, "WHITE"),
  fixed(8, 24, "Bartholomew the Apostle", FESTIVAL, "RED"),
  fixed(9, 14, "Holy Cross Day", FESTIVAL, "RED"),
  fixed(9, 21, "Matthew, Apostle and Evangelist", FESTIVAL, "RED"),
  fixed(9, 29, "Michael and All Angels", FESTIVAL, "WHITE"),
  fixed(10, 18, "Luke the Evangelist", FESTIVAL, "RED"),
  fixed(10, 28, "Simon and Jude, Apostles", FESTIVAL, "RED"),
  fixed(11, 1, "All Saints' Day", FEAST, "WHITE"),
  fixed(11, 30, "Andrew the Apostle", FESTIVAL, "RED"),
  fixed(12, 25, "Christmas Day", FEAST, "WHITE"),
  fixed(12, 26, "Stephen, Deacon, First Martyr", FESTIVAL, "RED"),
  fixed(12, 27, "John, Apostle and Evangelist", FESTIVAL, "WHITE"),
  fixed(12, 28, "The Holy Innocents", FESTIVAL, "RED"),
];

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(
      `year must be a whole number from ${FIRST_YEAR} to ${LAST_YEAR} (got ${String(year)})`,
    );
  }
}

/** A RangeError naming the argument unless the date is a real one, YYYY-MM-DD, in the church year's years. */
function checkDate(date: string, argument: string): void {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(date)?.[1];
  if (year !== undefined && Number(year) < FIRST_YEAR) {
    throw new RangeError(`${argument} must be in a year from ${FIRST_YEAR} to ${LAST_YEAR} (got "${date}")`);
  }
  if (!isDay(date)) {
    throw new RangeError(`${argument} must be a real date written YYYY-MM-DD (got "${date}")`);
  }
}

const isSunday = (date: string) => weekdayOf(date) === "SUNDAY";

function dateInYear(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Easter Day (Western, Gregorian) as YYYY-MM-DD. */
export function easterDay(year: number): string {
  checkYear(year);
  const easter = gregorianEaster(year);
  return dateInYear(year, easter.month, easter.day);
}

/** The fourth Sunday before Christmas Day: the Sunday from 27 November to 3 December. */
export function adventSunday(year: number): string {
  checkYear(year);
  const christmas = dateInYear(year, 12, 25);
  let sundayBeforeChristmas = addDays(christmas, -1);
  while (!isSunday(sundayBeforeChristmas)) sundayBeforeChristmas = addDays(sundayBeforeChristmas, -1);
  return addDays(sundayBeforeChristmas, -21);
}

/**
 * The holy days of a year, sorted by date, each on the day it is kept: a festival falling on a
 * Sunday or on a principal feast or holy day moves to the next day that is not a Sunday and holds no
 * other holy day; a fixed holy day falling between Palm Sunday and the Second Sunday of Easter moves
 * to the Monday after that Sunday (or the next free day after it).
 */
export function churchDaysOfYear(year: number): ChurchDay[] {
  const easter = easterDay(year);
  const advent = adventSunday(year);
  const palmSunday = addDays(easter, -7);
  const secondSundayOfEaster = addDays(easter, 7);

  const moveable: ChurchDay[] = [
    { date: addDays(easter, -46), name: "Ash Wednesday", rank: HOLY_DAY, colour: "PURPLE" },
    { date: palmSunday, name: "Palm Sunday", rank: FESTIVAL, colour: "RED" },
    { date: addDays(easter, -3), name: "Maundy Thursday", rank: HOLY_DAY, colour: "WHITE" },
    { date: addDays(easter, -2), name: "Good Friday", rank: HOLY_DAY, colour: "RED" },
    { date: easter, name: "Easter Day", rank: FEAST, colour: "WHITE" },
    { date: addDays(easter, 39), name: "Ascension Day", rank: FEAST, colour: "WHITE" },
    { date: addDays(easter, 49), name: "Day of Pentecost", rank: FEAST, colour: "RED" },
    { date: addDays(easter, 56), name: "Trinity Sunday", rank: FEAST, colour: "WHITE" },
    { date: addDays(advent, -7), name: "Christ the King", rank: FESTIVAL, colour: "WHITE" },
    { date: advent, name: "Advent Sunday", rank: FESTIVAL, colour: "PURPLE" },
  ];

  // Every moveable day is kept where it falls; the fixed days then take the days left to them.
  const kept = new Map<string, ChurchDay>(moveable.map((day) => [day.date, day]));
  const displaced: { day: ChurchDay; earliest: string }[] = [];
  for (const holyDay of FIXED_HOLY_DAYS) {
    const { month, day: dayOfMonth, ...rest } = holyDay;
    const day: ChurchDay = { date: dateInYear(year, month, dayOfMonth), ...rest };
    if (day.date >= palmSunday && day.date <= secondSundayOfEaster) {
      displaced.push({ day, earliest: addDays(secondSundayOfEaster, 1) });
    } else if (day.rank === FESTIVAL && (isSunday(day.date) || kept.has(day.date))) {
      displaced.push({ day, earliest: addDays(day.date, 1) });
    } else {
      kept.set(day.date, day);
    }
  }

  // A principal feast takes the first free day before a festival does, then the earlier date first.
  displaced.sort((a, b) => rankOrder(a.day) - rankOrder(b.day) || a.day.date.localeCompare(b.day.date));
  for (const { day, earliest } of displaced) {
    let date = earliest;
    while (isSunday(date) || kept.has(date)) date = addDays(date, 1);
    kept.set(date, { ...day, date, name: `${day.name} (transferred)`, transferredFrom: day.date });
  }

  return [...kept.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function rankOrder(day: ChurchDay): number {
  return day.rank === FESTIVAL ? 1 : 0;
}

/** The holy days kept from one date to another, both included, across years if need be. */
export function churchDaysBetween(from: string, to: string): ChurchDay[] {
  checkDate(from, "from");
  checkDate(to, "to");
  if (from > to) {
    throw new RangeError(`from must not be after to (got ${from} to ${to})`);
  }
  const days: ChurchDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    days.push(...churchDaysOfYear(year).filter((day) => day.date >= from && day.date <= to));
  }
  return days;
}

/**
 * The season a date falls in, with its colour. The green weeks after Pentecost are called Ordinary
 * Time, like those after the Presentation, rather than the "Season after Trinity": that name would
 * be wrong for the days between Pentecost and Trinity Sunday, which belong to the same season.
 */
export function churchSeasonOn(date: string): ChurchSeason {
  checkDate(date, "date");
  const year = Number(date.slice(0, 4));
  const monthDay = date.slice(5);
  const easter = easterDay(year);

  if (monthDay >= "12-25" || monthDay <= "01-05") return { name: "Christmas", colour: "WHITE" };
  if (monthDay <= "02-02") return { name: "Epiphany", colour: "WHITE" };
  if (date < addDays(easter, -46)) return { name: "Ordinary Time", colour: "GREEN" };
  if (date < addDays(easter, -7)) return { name: "Lent", colour: "PURPLE" };
  if (date < easter) return { name: "Holy Week", colour: "RED" };
  if (date <= addDays(easter, 49)) return { name: "Easter", colour: "WHITE" };
  if (date < adventSunday(year)) return { name: "Ordinary Time", colour: "GREEN" };
  return { name: "Advent", colour: "PURPLE" };
}
