import { ProjectStatus } from "../modules/project/project.entity.js";
import { spokenDate } from "../site/calendar-days.js";

/**
 * Job openings that close some days after the database is filled (`closesInDays`), each advertised
 * by its PDF (`jobAdvertLines`), as the diocese advertises: a link would have to lead somewhere.
 */
export const SAMPLE_JOB_OPENINGS: {
  referenceNumber: string;
  position: string;
  description: string;
  closesInDays: number;
}[] = [
  {
    referenceNumber: "DIO/HR/01",
    position: "Diocesan Accountant",
    description:
      "Keeps the accounts of the diocese and its projects, prepares monthly reports for the Standing Committee and supports parish treasurers. CPA(K) and three years' experience required.",
    closesInDays: 21,
  },
  {
    referenceNumber: "DIO/HR/02",
    position: "Youth Programmes Officer",
    description:
      "Plans and runs KAYO programmes with parish youth leaders, including the annual youth camp. A degree in social sciences or theology and experience with young people required.",
    closesInDays: 30,
  },
  {
    referenceNumber: "DIO/HR/03",
    position: "Driver",
    description:
      "Drives the diocese's vehicles for the Bishop's office and departments and keeps them in good order. A valid driving licence and a clean record required.",
    closesInDays: 14,
  },
];

/** Words in lines of at most `width` characters, for a PDF page, which does not wrap text. */
function wrapped(text: string, width = 80): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The lines of an opening's advertisement: what the job is and how to apply by its closing date. */
export function jobAdvertLines(
  opening: { referenceNumber: string; position: string; description: string },
  closingDate: string,
): string[] {
  return [
    opening.position,
    "",
    `Reference: ${opening.referenceNumber}`,
    "",
    ...wrapped(opening.description),
    "",
    "How to apply",
    ...wrapped(
      `Send a letter of application, a CV and copies of your certificates and testimonials to the Diocesan Administrative Secretary at the diocesan office in Kakamega, quoting the reference ${opening.referenceNumber}, by ${spokenDate(closingDate)}.`,
    ),
  ];
}

/** Projects: the conference centre, the banner's appeal, and a smaller one. */
export const SAMPLE_PROJECTS: {
  title: string;
  summary: string;
  body: string;
  targetAmountKes: number;
  /** What the ledger starts with: raised before the site took gifts. */
  openingBalanceKes: number;
  status: ProjectStatus;
  featured: boolean;
  colours: { from: string; to: string };
}[] = [
  {
    title: "Diocesan Conference Centre",
    summary:
      "A conference centre in Kakamega to host synods, seminars, retreats and community events, and to earn income for the ministry of the church.",
    body: `<p>The diocese is building a conference centre in Kakamega. It will give the diocese a home for its Synod, clergy and lay training, retreats and departmental meetings, and it will be open to the wider community for conferences and events.</p>
<p>The estimated cost of the project is <strong>KES 600,000,000</strong>. The income from the centre will help the diocese support its parishes, schools and mission work.</p>
<h2>How to give</h2>
<p>Contributions can be sent by mobile money to the diocesan paybill with the account number shown in the banner on the home page. Parishes, departments and friends of the diocese are invited to hold fundraising events for the centre.</p>`,
    targetAmountKes: 600_000_000,
    openingBalanceKes: 18_750_000,
    status: ProjectStatus.ONGOING,
    featured: true,
    colours: { from: "#b7791f", to: "#744210" },
  },
  {
    title: "Rainwater Tanks for Diocesan Primary Schools",
    summary:
      "Water tanks for primary schools sponsored by the diocese, so that learners have clean water all year.",
    body: `<p>Many of the primary schools the diocese sponsors have no reliable water supply. This project will fit rainwater tanks and gutters to school buildings, starting with the schools in greatest need.</p>
<p>The Education Department will choose the schools with their boards of management.</p>`,
    targetAmountKes: 4_500_000,
    openingBalanceKes: 0,
    status: ProjectStatus.PLANNED,
    featured: false,
    colours: { from: "#2b6cb0", to: "#1a365d" },
  },
];
