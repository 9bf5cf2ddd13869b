import { describe, expect, it } from "vitest";
import {
  adventSunday,
  churchDaysBetween,
  churchDaysOfYear,
  churchSeasonOn,
  easterDay,
  type ChurchDay,
} from "./church-year.js";

/** Easter Day as published for 2025 to 2035. */
const PUBLISHED_EASTER_DAYS: [number, string][] = [
  [2025, "2025-04-20"],
  [2026, "2026-04-05"],
  [2027, "2027-03-28"],
  [2028, "2028-04-16"],
  [2029, "2029-04-01"],
  [2030, "2030-04-21"],
  [2031, "2031-04-13"],
  [2032, "2032-03-28"],
  [2033, "2033-04-17"],
  [2034, "2034-04-09"],
  [2035, "2035-03-25"],
];

/** A second computus, different from date-easter's (Gauss's), to check it: Meeus/Jones/Butcher. */
function meeusEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function dayNamed(year: number, name: string): ChurchDay {
  const day = churchDaysOfYear(year).find((candidate) => candidate.name === name);
  if (!day) throw new Error(`no ${name} in ${year}`);
  return day;
}

function dateOf(year: number, name: string): string {
  return dayNamed(year, name).date;
}

describe("easterDay", () => {
  it.each(PUBLISHED_EASTER_DAYS)("gives the published Easter Day for %i", (year, published) => {
    expect(easterDay(year)).toBe(published);
    expect(meeusEaster(year)).toBe(published);
  });

  it("agrees with the Meeus/Jones/Butcher computus for every year from 1583 to 9999", () => {
    const disagreements: number[] = [];
    for (let year = 1583; year <= 9999; year++) {
      if (easterDay(year) !== meeusEaster(year)) disagreements.push(year);
    }
    expect(disagreements).toEqual([]);
  });

  it("always falls on a Sunday from 22 March to 25 April", () => {
    for (let year = 1583; year <= 9999; year++) {
      const easter = easterDay(year);
      expect(weekdayOf(easter)).toBe(0);
      expect(easter.slice(5) >= "03-22" && easter.slice(5) <= "04-25").toBe(true);
    }
  });
});

describe("churchDaysOfYear", () => {
  it.each([
    ["Ash Wednesday", "2026-02-18"],
    ["Palm Sunday", "2026-03-29"],
    ["Maundy Thursday", "2026-04-02"],
    ["Good Friday", "2026-04-03"],
    ["Easter Day", "2026-04-05"],
    ["Ascension Day", "2026-05-14"],
    ["Day of Pentecost", "2026-05-24"],
    ["Trinity Sunday", "2026-05-31"],
    ["Christ the King", "2026-11-22"],
    ["Advent Sunday", "2026-11-29"],
    ["Christmas Day", "2026-12-25"],
  ])("keeps %s 2026 on %s", (name, date) => {
    expect(dateOf(2026, name)).toBe(date);
  });

  it.each([
    [2025, "2025-11-30"],
    [2026, "2026-11-29"],
    [2027, "2027-11-28"],
    [2028, "2028-12-03"],
    [2029, "2029-12-02"],
    [2033, "2033-11-27"],
  ])("finds Advent Sunday %i on %s", (year, date) => {
    expect(adventSunday(year)).toBe(date);
    expect(dateOf(year, "Advent Sunday")).toBe(date);
  });

  it("gives each day its rank and colour", () => {
    expect(dayNamed(2026, "Good Friday")).toEqual({
      date: "2026-04-03",
      name: "Good Friday",
      rank: "PRINCIPAL_HOLY_DAY",
      colour: "RED",
    });
    expect(dayNamed(2026, "The Annunciation")).toEqual({
      date: "2026-03-25",
      name: "The Annunciation",
      rank: "PRINCIPAL_FEAST",
      colour: "WHITE",
    });
    expect(dayNamed(2026, "The Martyrs of Uganda")).toMatchObject({
      date: "2026-06-03",
      rank: "FESTIVAL",
      colour: "RED",
    });
    expect(dayNamed(2026, "Advent Sunday")).toMatchObject({ rank: "FESTIVAL", colour: "PURPLE" });
  });

  it("moves the Annunciation out of Holy Week to the Monday after the Second Sunday of Easter", () => {
    // 25 March 2027 is Maundy Thursday; 25 March 2024 was the Monday of Holy Week.
    expect(dayNamed(2027, "The Annunciation (transferred)")).toEqual({
      date: "2027-04-05",
      name: "The Annunciation (transferred)",
      rank: "PRINCIPAL_FEAST",
      colour: "WHITE",
      transferredFrom: "2027-03-25",
    });
    expect(churchDaysBetween("2027-03-25", "2027-03-25").map((day) => day.name)).toEqual(["Maundy Thursday"]);
    expect(dateOf(2024, "The Annunciation (transferred)")).toBe("2024-04-08");
  });

  it("moves a festival on a Sunday to the Monday", () => {
    expect(dayNamed(2026, "Luke the Evangelist (transferred)")).toMatchObject({
      date: "2026-10-19",
      transferredFrom: "2026-10-18",
    });
    expect(dateOf(2026, "The Conversion of Paul (transferred)")).toBe("2026-01-26");
    expect(dateOf(2026, "Andrew the Apostle")).toBe("2026-11-30");
  });

  it("keeps a principal feast on a Sunday", () => {
    expect(dateOf(2026, "All Saints' Day")).toBe("2026-11-01");
    expect(dateOf(2025, "The Presentation of Christ in the Temple")).toBe("2025-02-02");
  });

  it("moves a festival off a principal holy day", () => {
    // Janani Luwum's day fell on Ash Wednesday in 2021.
    expect(dateOf(2021, "Janani Luwum, Archbishop of Uganda, Martyr (transferred)")).toBe("2021-02-18");
  });

  it("moves a festival past days already held by others", () => {
    // 26 December 2027 is a Sunday; John and the Holy Innocents keep the next two days.
    expect(dateOf(2027, "Stephen, Deacon, First Martyr (transferred)")).toBe("2027-12-29");
    expect(dateOf(2027, "John, Apostle and Evangelist")).toBe("2027-12-27");
    expect(dateOf(2027, "The Holy Innocents")).toBe("2027-12-28");
  });

  it("gives the first free day after Easter 2 to a principal feast before a festival", () => {
    // Easter 2035 is 25 March, so Joseph (19 March) falls in Holy Week too.
    expect(dateOf(2035, "The Annunciation (transferred)")).toBe("2035-04-02");
    expect(dateOf(2035, "Joseph of Nazareth (transferred)")).toBe("2035-04-03");
    // Easter 2038 is 25 April: Mark falls on Easter Day, Philip and James in Easter Week.
    expect(dateOf(2038, "Mark the Evangelist (transferred)")).toBe("2038-05-03");
    expect(dateOf(2038, "Philip and James, Apostles (transferred)")).toBe("2038-05-04");
  });

  it("keeps every year's days sorted, one to a date, and no festival on a Sunday", () => {
    const moveableSundays = ["Palm Sunday", "Christ the King", "Advent Sunday"];
    for (let year = 1583; year <= 9999; year++) {
      const days = churchDaysOfYear(year);
      const dates = days.map((day) => day.date);
      expect(days).toHaveLength(42);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
      const festivalsOnSunday = days.filter(
        (day) => day.rank === "FESTIVAL" && weekdayOf(day.date) === 0 && !moveableSundays.includes(day.name),
      );
      expect(festivalsOnSunday).toEqual([]);
    }
  });
});

describe("churchDaysBetween", () => {
  it("lists the days across a new year, both ends included", () => {
    expect(churchDaysBetween("2026-12-25", "2027-01-06")).toEqual([
      { date: "2026-12-25", name: "Christmas Day", rank: "PRINCIPAL_FEAST", colour: "WHITE" },
      { date: "2026-12-26", name: "Stephen, Deacon, First Martyr", rank: "FESTIVAL", colour: "RED" },
      { date: "2026-12-28", name: "The Holy Innocents", rank: "FESTIVAL", colour: "RED" },
      {
        date: "2026-12-29",
        name: "John, Apostle and Evangelist (transferred)",
        rank: "FESTIVAL",
        colour: "WHITE",
        transferredFrom: "2026-12-27",
      },
      {
        date: "2027-01-01",
        name: "The Naming and Circumcision of Jesus",
        rank: "FESTIVAL",
        colour: "WHITE",
      },
      { date: "2027-01-06", name: "The Epiphany", rank: "PRINCIPAL_FEAST", colour: "WHITE" },
    ]);
  });

  it("gives one day when from and to are the same", () => {
    expect(churchDaysBetween("2026-04-05", "2026-04-05").map((day) => day.name)).toEqual(["Easter Day"]);
    expect(churchDaysBetween("2026-04-06", "2026-04-06")).toEqual([]);
  });

  it("spans several years", () => {
    expect(churchDaysBetween("2025-01-01", "2027-12-31")).toHaveLength(3 * 42);
  });
});

describe("churchSeasonOn", () => {
  it.each([
    ["2026-01-05", "Christmas", "WHITE"],
    ["2026-01-06", "Epiphany", "WHITE"],
    ["2026-02-02", "Epiphany", "WHITE"],
    ["2026-02-03", "Ordinary Time", "GREEN"],
    ["2026-02-17", "Ordinary Time", "GREEN"],
    ["2026-02-18", "Lent", "PURPLE"],
    ["2026-03-28", "Lent", "PURPLE"],
    ["2026-03-29", "Holy Week", "RED"],
    ["2026-04-04", "Holy Week", "RED"],
    ["2026-04-05", "Easter", "WHITE"],
    ["2026-05-24", "Easter", "WHITE"],
    ["2026-05-25", "Ordinary Time", "GREEN"],
    ["2026-11-28", "Ordinary Time", "GREEN"],
    ["2026-11-29", "Advent", "PURPLE"],
    ["2026-12-24", "Advent", "PURPLE"],
    ["2026-12-25", "Christmas", "WHITE"],
    ["2026-12-31", "Christmas", "WHITE"],
    ["2027-01-01", "Christmas", "WHITE"],
  ])("puts %s in %s", (date, name, colour) => {
    expect(churchSeasonOn(date)).toEqual({ name, colour });
  });
});

describe("bad input", () => {
  it.each([1582, 10000, 2026.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses the year %d", (year) => {
    const message = /year must be a whole number from 1583 to 9999/;
    expect(() => easterDay(year)).toThrow(RangeError);
    expect(() => easterDay(year)).toThrow(message);
    expect(() => adventSunday(year)).toThrow(message);
    expect(() => churchDaysOfYear(year)).toThrow(message);
  });

  it.each(["2026-2-1", "2026-02-30", "2026-13-01", "26-02-01", "2026-02-01T00:00", "", "soon"])(
    "refuses the date %j",
    (date) => {
      const message = /must be a real date written YYYY-MM-DD/;
      expect(() => churchSeasonOn(date)).toThrow(RangeError);
      expect(() => churchSeasonOn(date)).toThrow(/^date must be a real date written YYYY-MM-DD/);
      expect(() => churchDaysBetween(date, "2026-12-31")).toThrow(/^from /);
      expect(() => churchDaysBetween(date, "2026-12-31")).toThrow(message);
      expect(() => churchDaysBetween("2026-01-01", date)).toThrow(/^to /);
    },
  );

  it("refuses a date before the Gregorian calendar", () => {
    expect(() => churchSeasonOn("1582-12-31")).toThrow(
      new RangeError('date must be in a year from 1583 to 9999 (got "1582-12-31")'),
    );
  });

  it("refuses from after to", () => {
    expect(() => churchDaysBetween("2027-01-01", "2026-12-31")).toThrow(
      new RangeError("from must not be after to (got 2027-01-01 to 2026-12-31)"),
    );
  });
});
