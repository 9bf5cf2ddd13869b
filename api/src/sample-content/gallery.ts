import { LAST_SYNOD_IN_DAYS } from "./events.js";

/**
 * The gallery's sample albums, each with the colours of its sample pictures and its captions in
 * English and Kiswahili; a title's {year} is its date's.
 */
export const SAMPLE_ALBUMS = [
  {
    title: "Diocesan Synod {year}",
    titleSw: "Sinodi ya Dayosisi {year}",
    description: "Clergy and lay delegates of every archdeaconry met at the cathedral in Kakamega.",
    descriptionSw:
      "Makasisi na wajumbe walei wa kila Ushemasi Mkuu walikutana katika kanisa kuu mjini Kakamega.",
    inDays: LAST_SYNOD_IN_DAYS,
    colours: { from: "#6b46c1", to: "#322659" },
    photos: [
      ["The procession into the cathedral", "Maandamano ya kuingia kanisa kuu"],
      ["The Bishop's charge to the Synod", "Hotuba ya Askofu kwa Sinodi"],
      ["Delegates at prayer", "Wajumbe wakiomba"],
      ["The choir of St Stephen's", "Kwaya ya St Stephen's"],
    ],
  },
  {
    title: "Mothers' Union rally",
    titleSw: "Mkutano wa Umoja wa Akina Mama",
    description: "Members from every parish gathered for worship, teaching and fellowship.",
    descriptionSw: "Wanachama kutoka kila Parokia walikusanyika kwa Ibada, mafundisho na ushirika.",
    inDays: -40,
    colours: { from: "#2b6cb0", to: "#1a365d" },
    photos: [
      ["Members arriving in their uniform", "Wanachama wakifika wakiwa na sare zao"],
      ["Bible study under the trees", "Mafundisho ya Biblia chini ya miti"],
      ["Sharing the meal", "Kula pamoja"],
    ],
  },
] as const;
