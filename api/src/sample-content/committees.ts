import { LAST_SYNOD_IN_DAYS } from "./events.js";
import { SAMPLE_BISHOP, SAMPLE_SECRETARY } from "./people.js";

/**
 * The boards and committees of the sample diocese (issue #21). The names are invented but
 * plausible; staff replace them with the real members. A member's `parish` is a sample parish's
 * slug.
 */
interface SampleMember {
  name: string;
  title: string;
  titleInKiswahili: string;
  parish?: string;
}

interface Term {
  termStartMonth: number;
  termStartYear: number;
  termEndMonth: number;
  termEndYear: number;
}

interface SampleCommittee {
  name: string;
  description: string;
  kiswahili: { name: string; description: string };
  term: Term;
  isStandingCommittee: boolean;
  members: SampleMember[];
}

/** A term of so many months from the month of a day (YYYY-MM-DD), that month included. */
function termFrom(day: string, months: number): Term {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const lastMonth = year * 12 + month - 1 + months - 1;
  return {
    termStartMonth: month,
    termStartYear: year,
    termEndMonth: (lastMonth % 12) + 1,
    termEndYear: Math.floor(lastMonth / 12),
  };
}

const CHAIRMAN = { title: "Chairman", titleInKiswahili: "Mwenyekiti" };
const SECRETARY = { title: "Secretary", titleInKiswahili: "Katibu" };
const TREASURER = { title: "Treasurer", titleInKiswahili: "Mweka Hazina" };
const MEMBER = { title: "Member", titleInKiswahili: "Mjumbe" };

/**
 * The committees, serving now whenever the database is filled: `dayFromNow(days)` is the date so
 * many days from that day. The Standing Committee was elected at the last Synod for two years;
 * the Board of Education serves three calendar years from January of last year, the Finance
 * Committee three years from the last Synod.
 */
export const sampleCommittees = (dayFromNow: (days: number) => string): SampleCommittee[] => [
  {
    name: "Diocesan Standing Committee",
    description:
      "Acts for the Synod between its sessions: it oversees the diocese's finances, property and staff, and carries out the Synod's decisions.",
    kiswahili: {
      name: "Kamati ya Kudumu ya Dayosisi",
      description:
        "Hufanya kazi kwa niaba ya Sinodi kati ya vikao vyake: husimamia fedha, mali na watumishi wa Dayosisi, na kutekeleza maamuzi ya Sinodi.",
    },
    term: termFrom(dayFromNow(LAST_SYNOD_IN_DAYS), 24),
    isStandingCommittee: true,
    members: [
      { name: SAMPLE_BISHOP, ...CHAIRMAN },
      {
        name: "Mr. Wycliffe Shikuku",
        title: "Vice Chairman",
        titleInKiswahili: "Makamu Mwenyekiti",
        parish: "st-andrews-mbale",
      },
      { name: SAMPLE_SECRETARY, ...SECRETARY, parish: "cathedral-parish-kakamega" },
      { name: "Mrs. Janet Atieno Oduor", ...TREASURER, parish: "st-peters-shirere" },
      { name: "The Ven. Samuel Kisia", ...MEMBER, parish: "st-lukes-chavakali" },
      { name: "Mr. Fredrick Amwayi", ...MEMBER, parish: "st-johns-lurambi" },
      { name: "Mrs. Beatrice Ingaji", ...MEMBER, parish: "st-marys-mudete" },
    ],
  },
  {
    name: "Board of Education",
    description:
      "Looks after the schools the diocese sponsors: their chaplaincies, Christian Religious Education and the boards of management it names.",
    kiswahili: {
      name: "Bodi ya Elimu",
      description:
        "Husimamia shule zinazofadhiliwa na Dayosisi: huduma za uchungaji shuleni, Elimu ya Dini ya Kikristo na bodi za usimamizi inazoteua.",
    },
    term: termFrom(`${Number(dayFromNow(0).slice(0, 4)) - 1}-01-01`, 36),
    isStandingCommittee: false,
    members: [
      { name: "Dr. Caroline Makokha", ...CHAIRMAN, parish: "st-stephens-milimani" },
      { name: "Rev. Canon Peter Lumbasi", ...SECRETARY, parish: "st-andrews-mbale" },
      { name: "Mr. Geoffrey Mmbwanga", ...MEMBER, parish: "christ-church-shitaho" },
      { name: "Mrs. Lilian Vugutsa", ...MEMBER },
    ],
  },
  {
    name: "Finance Committee",
    description:
      "Prepares the diocese's budget for the Standing Committee, watches its accounts and the parishes' contributions, and advises on investments.",
    kiswahili: {
      name: "Kamati ya Fedha",
      description:
        "Huandaa bajeti ya Dayosisi kwa ajili ya Kamati ya Kudumu, hufuatilia hesabu zake na michango ya parokia, na kushauri kuhusu uwekezaji.",
    },
    term: termFrom(dayFromNow(LAST_SYNOD_IN_DAYS), 36),
    isStandingCommittee: false,
    members: [
      { name: "CPA Joseph Mulama", ...CHAIRMAN, parish: "cathedral-parish-kakamega" },
      { name: "Mrs. Janet Atieno Oduor", ...TREASURER, parish: "st-peters-shirere" },
      { name: "Mr. Dennis Ambani", ...SECRETARY },
      { name: "Rev. Mary Khavere", ...MEMBER, parish: "st-peters-shirere" },
    ],
  },
];
