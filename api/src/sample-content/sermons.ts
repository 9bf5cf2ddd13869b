import type { SermonInput } from "../modules/sermon/sermon.inputs.js";
import { adventSunday } from "../site/church-year.js";
import { addDays, weekdayOf } from "../site/calendar-days.js";
import { SAMPLE_BISHOP } from "./people.js";

/** The last Sunday before `today` (YYYY-MM-DD), or the Sunday so many weeks before that one. */
function sundayBefore(today: string, weeksEarlier = 0): string {
  let sunday = addDays(today, -1);
  while (weekdayOf(sunday) !== "SUNDAY") sunday = addDays(sunday, -1);
  return addDays(sunday, -7 * weeksEarlier);
}

/** The second Sunday of the latest Advent before `today`, when the Advent sermon was preached. */
function secondSundayOfAdventBefore(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = addDays(adventSunday(year), 7);
  return thisYear < today ? thisYear : addDays(adventSunday(year - 1), 7);
}

/**
 * Sample sermons, preached on Sundays before the day the database is filled, each with a short
 * recording of silence (silentMp3) so that the player, the range requests and the podcast have
 * something to serve without any audio file kept in the repo.
 */
export const sampleSermons = (today: string): (SermonInput & { seconds: number; titleSw: string })[] => [
  {
    title: "God so loved the world",
    titleSw: "Mungu aliupenda ulimwengu",
    preacher: SAMPLE_BISHOP,
    preachedOn: sundayBefore(today),
    series: "The Gospel of John",
    passages: "John 3:16-21; Romans 8:31-39",
    notes:
      "<p>The Bishop preached at the cathedral on the love of God that sends, saves and keeps, and called every parish to share it in word and deed.</p>",
    seconds: 20,
  },
  {
    title: "The Good Shepherd",
    titleSw: "Mchungaji Mwema",
    preacher: "The Ven. Grace Atieno",
    preachedOn: sundayBefore(today, 3),
    series: "The Gospel of John",
    passages: "John 10:1-18; Psalm 23",
    notes: "<p>Christ knows his sheep by name. The Archdeacon spoke to the youth on hearing his voice.</p>",
    seconds: 15,
  },
  {
    title: "Prepare the way of the Lord",
    titleSw: "Itengenezeni njia ya Bwana",
    preacher: "Canon Peter Otieno",
    preachedOn: secondSundayOfAdventBefore(today),
    series: "Advent",
    passages: "Isaiah 40:1-11; Mark 1:1-8",
    notes: "<p>An Advent call to repentance and hope, preached at the diocesan youth service.</p>",
    seconds: 10,
  },
];
