import type { ServiceKind, ServiceLanguage, Weekday } from "../site/worship.js";

/** A sample parish: its name and where it is (the town's centre, near enough for a finder); its vicar is posted (clergy.ts). */
interface SampleParish {
  name: string;
  town: string;
  latitude: number;
  longitude: number;
  phone?: string;
  /** The language of the second Sunday service, after the first in English. */
  sundayLanguage: ServiceLanguage;
  directions?: string;
  history?: string;
}

const parish = (
  name: string,
  town: string,
  [latitude, longitude]: [number, number],
  sundayLanguage: ServiceLanguage,
  extra: Partial<SampleParish> = {},
): SampleParish => ({ name, town, latitude, longitude, sundayLanguage, ...extra });

/**
 * Archdeaconries and their parishes across Vihiga county and the parts of Kakamega, Siaya and
 * Bungoma counties that the diocese covers, placed at their towns. Town parishes hold their
 * second Sunday service in Kiswahili, village parishes in Luhya.
 */
export const SAMPLE_ARCHDEACONRIES: { name: string; parishes: SampleParish[] }[] = [
  {
    name: "Kakamega Central",
    parishes: [
      parish("Cathedral Parish, Kakamega", "Kakamega", [0.2836, 34.7523], "KISWAHILI", {
        phone: "+254 712 000 101",
        directions: "On Cathedral Road, a short walk from the Kakamega bus park towards the county offices.",
        history:
          "The cathedral congregation began as a mission church in the 1930s and became the seat of the Bishop when the diocese was formed.\n\nThe present building was dedicated in 1987.",
      }),
      parish("St. Peter's Shirere", "Shirere", [0.2958, 34.7706], "KISWAHILI", {
        phone: "+254 712 000 102",
      }),
      parish("St. John's Lurambi", "Lurambi", [0.3021, 34.7588], "LUHYA"),
      parish("St. Mark's Mahiakalo", "Mahiakalo", [0.3305, 34.7391], "LUHYA"),
      parish("Christ Church Shitaho", "Shitaho", [0.2412, 34.7105], "LUHYA"),
      parish("St. Stephen's Milimani", "Milimani, Kakamega", [0.2781, 34.7579], "KISWAHILI"),
    ],
  },
  {
    name: "Vihiga",
    parishes: [
      parish("St. Andrew's Mbale", "Mbale", [0.0829, 34.7203], "KISWAHILI", {
        phone: "+254 712 000 201",
      }),
      parish("St. Luke's Chavakali", "Chavakali", [0.0667, 34.8003], "KISWAHILI"),
      parish("St. James Majengo", "Majengo", [0.0788, 34.7147], "LUHYA"),
      parish("St. Mary's Mudete", "Mudete", [0.0502, 34.7698], "LUHYA"),
      parish("St. Paul's Kaimosi", "Kaimosi", [0.1251, 34.8452], "LUHYA"),
    ],
  },
  {
    name: "Sabatia",
    parishes: [
      parish("St. Philip's Wodanga", "Wodanga", [0.0801, 34.7998], "LUHYA"),
      parish("Emmanuel Church Lyaduywa", "Lyaduywa", [0.0903, 34.8205], "LUHYA"),
      parish("St. Barnabas Solongo", "Solongo", [0.0652, 34.7001], "LUHYA"),
      parish("St. Stephen's Gisambai", "Gisambai", [0.0398, 34.8802], "LUHYA"),
    ],
  },
  {
    name: "Hamisi",
    parishes: [
      parish("St. Thomas Shiru", "Shiru", [0.0751, 34.8703], "LUHYA"),
      parish("Holy Trinity Gambogi", "Gambogi", [0.0402, 34.8104], "KISWAHILI"),
      parish("St. Matthew's Jepkoyai", "Jepkoyai", [0.0853, 34.9102], "KISWAHILI"),
      parish("St. Mark's Serem", "Serem", [0.0498, 34.9301], "KISWAHILI"),
    ],
  },
  {
    name: "Emuhaya",
    parishes: [
      parish("St. Peter's Esibuye", "Esibuye", [0.0401, 34.6202], "LUHYA"),
      parish("St. John's Ebusiratsi", "Ebusiratsi", [0.0452, 34.6401], "LUHYA"),
      parish("Christ Church Emusire", "Emusire", [0.0203, 34.6502], "LUHYA"),
      parish("St. Luke's Ebunangwe", "Ebunangwe", [0.0302, 34.6103], "LUHYA"),
      parish("St. Paul's Wekhomo", "Wekhomo", [0.0351, 34.6702], "LUHYA"),
      parish("St. Andrew's Ebukhaya", "Ebukhaya", [0.0503, 34.6301], "LUHYA"),
      parish("Good Shepherd Ebusakami", "Ebusakami", [0.0152, 34.6203], "LUHYA"),
    ],
  },
  {
    name: "Luanda",
    parishes: [
      parish("St. Andrew's Luanda", "Luanda", [0.0313, 34.6636], "KISWAHILI", {
        phone: "+254 712 000 601",
      }),
      parish("St. Martin's Emabungo", "Emabungo", [0.0102, 34.6801], "LUHYA"),
      parish("St. Simon's Ekwanda", "Ekwanda", [0.0201, 34.7002], "LUHYA"),
    ],
  },
  {
    name: "Ugunja",
    parishes: [
      parish("St. Paul's Ugunja", "Ugunja", [0.1847, 34.2917], "KISWAHILI", {
        phone: "+254 712 000 701",
      }),
      parish("St. Mary's Sigomere", "Sigomere", [0.2003, 34.2702], "KISWAHILI"),
      parish("St. James Ambira", "Ambira", [0.1702, 34.2903], "KISWAHILI"),
      parish("St. Joseph's Rang'ala", "Rang'ala", [0.2301, 34.3002], "KISWAHILI"),
    ],
  },
  {
    name: "Webuye",
    parishes: [
      parish("St. John's Webuye", "Webuye", [0.6072, 34.7711], "KISWAHILI", {
        phone: "+254 712 000 801",
      }),
      parish("St. Luke's Matulo", "Matulo", [0.6301, 34.7702], "LUHYA"),
      parish("Christ Church Bokoli", "Bokoli", [0.6502, 34.8303], "LUHYA"),
      parish("St. Peter's Maraka", "Maraka", [0.6203, 34.7604], "LUHYA"),
    ],
  },
];

interface SampleService {
  day: Weekday;
  startTime: string;
  language: ServiceLanguage;
  kind: ServiceKind;
}

/**
 * The week of services most parishes keep: Holy Communion in English early on Sunday, the main
 * service in the parish's own language, youth in the afternoon and prayer on Wednesday evening.
 */
export function sampleServices(sundayLanguage: ServiceLanguage): SampleService[] {
  return [
    { day: "SUNDAY", startTime: "07:30", language: "ENGLISH", kind: "HOLY_COMMUNION" },
    { day: "SUNDAY", startTime: "10:00", language: sundayLanguage, kind: "MORNING_PRAYER" },
    { day: "SUNDAY", startTime: "14:00", language: "ENGLISH", kind: "YOUTH_SERVICE" },
    { day: "WEDNESDAY", startTime: "17:00", language: "KISWAHILI", kind: "PRAYER_MEETING" },
  ];
}
