/**
 * When the Synod's ordinary sessions are, counted from the day the database is filled: the next in
 * three months (an event below), the last two years before it (the gallery's album). The Standing
 * Committee it elected serves until the next.
 */
export const NEXT_SYNOD_IN_DAYS = 90;
export const LAST_SYNOD_IN_DAYS = NEXT_SYNOD_IN_DAYS - 2 * 365;

/** A sample event's registrations: RegistrationSetupInput's fields, its closing counted in days. */
export interface SampleRegistrations {
  feeKes: number;
  capacity: number;
  closesInDays: number;
  askParish: boolean;
  askRole: boolean;
  askDiet: boolean;
  questions: {
    label: string;
    labelSw: string;
    kind: "TEXT" | "CHOICE";
    choices: string[];
    required: boolean;
  }[];
}

/**
 * Programmes of the diocese around the day the database is filled, so that the home page shows
 * upcoming events and the list has past ones too: `inDays` counts from that day. None takes place
 * sooner than nine days after it (the fundraising service): the browser journeys add an event for
 * tomorrow and expect it first on the home page.
 */
export const SAMPLE_EVENTS: {
  title: string;
  inDays: number;
  startTime: string;
  endTime: string;
  place: string;
  description: string;
  /** The slug of the parish it belongs to, and the department's. */
  parish?: string;
  department?: string;
  /** How it repeats, from its day on (a weekly one on that day's weekday). */
  repeat?: { frequency: "WEEKLY" | "MONTHLY"; count?: number };
  /** How it takes registrations (event-registration/), closing `closesInDays` from the filling day. */
  registrations?: SampleRegistrations;
}[] = [
  {
    title: "KAYO Youth Bible Study",
    inDays: 12,
    startTime: "16:00",
    endTime: "18:00",
    place: "Cathedral hall, Kakamega",
    description: "Young people read a book of the Bible together, a chapter a week, with a youth leader.",
    parish: "cathedral-parish-kakamega",
    department: "kayo",
    repeat: { frequency: "WEEKLY" },
  },
  {
    title: "Diocesan Day of Prayer and Fasting",
    inDays: -18,
    startTime: "09:00",
    endTime: "13:00",
    place: "Cathedral, Kakamega",
    description: "Every parish is invited to pray for the diocese, its clergy and the conference centre.",
    repeat: { frequency: "MONTHLY", count: 12 },
  },
  {
    title: "Clergy and Lay Readers' Retreat",
    inDays: -45,
    startTime: "08:00",
    endTime: "16:00",
    place: "Diocesan headquarters, Kakamega",
    description:
      "A day of prayer, Bible study and fellowship for clergy and lay readers of every archdeaconry.",
  },
  {
    title: "Education Day and Prize-Giving",
    inDays: -18,
    startTime: "09:00",
    endTime: "14:00",
    place: "Cathedral grounds, Kakamega",
    description:
      "Learners, teachers and schools sponsored by the diocese are honoured for last year's results.",
    department: "education",
  },
  {
    title: "Mothers Union Archdeaconry Rally",
    inDays: -4,
    startTime: "10:00",
    endTime: "15:30",
    place: "St. Andrew's Mbale, Vihiga",
    description:
      "Members from the parishes of Vihiga archdeaconry meet for worship, teaching and table banking.",
    parish: "st-andrews-mbale",
    department: "mothers-union",
  },
  {
    title: "Conference Centre Fundraising Service",
    inDays: 9,
    startTime: "10:00",
    endTime: "14:00",
    place: "Cathedral grounds, Kakamega",
    description:
      "A service of thanksgiving and giving towards the diocesan conference centre. All are welcome.",
    parish: "cathedral-parish-kakamega",
  },
  {
    title: "KAYO Youth Camp",
    inDays: 24,
    startTime: "08:30",
    endTime: "17:00",
    place: "Kaimosi, Vihiga county",
    description: "Five days of worship, Bible study, mentorship and sport for young people of every parish.",
    parish: "st-pauls-kaimosi",
    department: "kayo",
    // Issue #43's sample: a fee and 40 places, the M-Pesa prompt or the paybill with R<id>.
    registrations: {
      feeKes: 1_500,
      capacity: 40,
      closesInDays: 22,
      askParish: true,
      askRole: true,
      askDiet: true,
      questions: [
        {
          label: "T-shirt size",
          labelSw: "Saizi ya fulana",
          kind: "CHOICE",
          choices: ["S", "M", "L", "XL"],
          required: true,
        },
        {
          label: "Who to call in an emergency",
          labelSw: "Wa kupigiwa simu wakati wa dharura",
          kind: "TEXT",
          choices: [],
          required: false,
        },
      ],
    },
  },
  {
    title: "Ordination of Deacons and Priests",
    inDays: 47,
    startTime: "09:30",
    endTime: "13:30",
    place: "Cathedral Parish, Kakamega",
    description: "Candidates who have completed their training are ordained to serve in the parishes.",
  },
  {
    title: "Ordinary Session of the Diocesan Synod",
    inDays: NEXT_SYNOD_IN_DAYS,
    startTime: "08:00",
    endTime: "17:00",
    place: "Diocesan headquarters, Kakamega",
    description: "The Synod, which meets every two years, receives reports and sets the diocese's direction.",
  },
];
