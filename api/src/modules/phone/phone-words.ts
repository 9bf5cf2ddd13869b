import type { Language } from "../../site/languages.js";
import type { ServiceKind, ServiceLanguage, Weekday } from "../../site/worship.js";

/*
 * What the USSD menu and the SMS replies say, in Kiswahili and English. Short: a USSD screen holds
 * 182 characters, and an SMS the site writes at most two parts of the phone alphabet (no curly
 * quotes, which halve what an SMS holds).
 */

export interface PhoneWords {
  /** The main menu's choices, numbered from 1 on the screen. */
  mainChoices: readonly string[];
  /** The main menu's last line: the other language, chosen by 9. */
  otherLanguage: string;
  back: string;
  more: string;
  wrongKey(keys: string): string;
  expired: string;
  /** Give. */
  giveTo: string;
  noAppeal: string;
  amountFor(appeal: string, min: string, max: string): string;
  confirmGift(amount: string, appeal: string, phone: string): string;
  yesNo: readonly string[];
  promptSent(amount: string): string;
  promptNotSent: string;
  notGiven: string;
  /** My pledge. */
  noPledge(site: string): string;
  choosePledge: string;
  pledgeLine(reference: string, appeal: string, promised: string, paid: string, left: string): string;
  nextReminder(day: string): string;
  payChoices: readonly string[];
  amountToPay(min: string, max: string): string;
  /** Service times and places. */
  findPlaceBy: string;
  findPlaceChoices: readonly string[];
  typeLetters: string;
  noPlaceNamed(letters: string): string;
  chooseArchdeaconry: string;
  chooseParish: string;
  noServices(parish: string): string;
  /** This week. */
  thisWeek(day: string): string;
  noEvents: string;
  andMore(count: number): string;
  /** SMS notices. */
  noticesMenu(subscribed: string): string;
  noticesOf: { diocese: string; none: string };
  noticeChoices: readonly string[];
  subscribed(to: string): string;
  unsubscribed(from: string): string;
  tooManyNotices: string;
  chooseToStop: string;
  /** SMS keywords. */
  help(site: string, ussdCode: string | null): string;
  giveKeywordProblem(problem: string): string;
  noAppealNamed(word: string): string;
  serviceKeywordMissing: string;
  parishesNamed(names: string): string;
  days: Readonly<Record<Weekday, string>>;
  kinds: Readonly<Record<ServiceKind, string>>;
  languages: Readonly<Record<ServiceLanguage, string>>;
}

const ENGLISH: PhoneWords = {
  mainChoices: ["Give", "My pledge", "Service times", "This week", "SMS notices"],
  otherLanguage: "9. Kiswahili",
  back: "0. Back",
  more: "98. More",
  wrongKey: (keys) => `Wrong key: press ${keys}.`,
  expired: "This session has ended. Please dial again.",
  giveTo: "Give to:",
  noAppeal: "No appeal takes gifts just now. Thank you!",
  amountFor: (appeal, min, max) => `${appeal}\nEnter the amount in KES (${min} to ${max}):`,
  confirmGift: (amount, appeal, phone) => `Give KES ${amount} to ${appeal} from ${phone}?`,
  yesNo: ["Yes", "No"],
  promptSent: (amount) =>
    `An M-Pesa prompt for KES ${amount} is coming to this phone. Enter your PIN to give. You will get an SMS receipt. Thank you!`,
  promptNotSent: "The M-Pesa prompt could not be sent",
  notGiven: "Nothing was given. Thank you!",
  noPledge: (site) =>
    `No open pledge has this phone number. Pledge on ${site}'s website, or ask your parish.`,
  choosePledge: "Your pledges:",
  pledgeLine: (reference, appeal, promised, paid, left) =>
    `${reference} ${appeal}\nPledged KES ${promised}, paid ${paid}, left ${left}.`,
  nextReminder: (day) => `Next reminder ${day}.`,
  payChoices: ["Pay what is left", "Pay another amount"],
  amountToPay: (min, max) => `Enter the amount to pay in KES (${min} to ${max}):`,
  findPlaceBy: "Find a parish:",
  findPlaceChoices: ["By its name", "By archdeaconry"],
  typeLetters: "Type the first letters of the parish's name:",
  noPlaceNamed: (letters) => `No parish name starts with "${letters}".`,
  chooseArchdeaconry: "Archdeaconry:",
  chooseParish: "Parish:",
  noServices: (parish) => `${parish} has listed no services. Ask the parish office.`,
  thisWeek: (day) => `This week (${day}):`,
  noEvents: "No diocesan events in the next seven days.",
  andMore: (count) => `+${count} more on the website`,
  noticesMenu: (subscribed) => `SMS notices. You get: ${subscribed}.`,
  noticesOf: { diocese: "the diocese", none: "none" },
  noticeChoices: ["The diocese's notices", "A parish's notices", "Stop notices"],
  subscribed: (to) => `You will get SMS notices of ${to}, 8am to 6pm. Send STOP to end every SMS.`,
  unsubscribed: (from) => `You will get no more SMS notices of ${from}.`,
  tooManyNotices: "You get the notices of 5 places already: stop one first (SMS notices, then 3).",
  chooseToStop: "Stop the notices of:",
  help: (site, ussdCode) =>
    `${site}: send GIVE 500 to give KES 500, PLEDGE for your pledge, SERVICE and a parish's name for its services, STOP to end SMS.${ussdCode ? ` Or dial ${ussdCode}.` : ""}`,
  giveKeywordProblem: (problem) => `Your gift was not started: ${problem}. Send HELP for the keywords.`,
  noAppealNamed: (word) => `no appeal is called ${word}`,
  serviceKeywordMissing: "Send SERVICE and the first letters of the parish's name, such as SERVICE BUTERE.",
  parishesNamed: (names) => `Which parish? Send SERVICE and one of: ${names}`,
  days: {
    SUNDAY: "Sun",
    MONDAY: "Mon",
    TUESDAY: "Tue",
    WEDNESDAY: "Wed",
    THURSDAY: "Thu",
    FRIDAY: "Fri",
    SATURDAY: "Sat",
  },
  kinds: {
    HOLY_COMMUNION: "Holy Communion",
    MORNING_PRAYER: "Morning Prayer",
    EVENING_PRAYER: "Evening Prayer",
    FAMILY_SERVICE: "Family Service",
    YOUTH_SERVICE: "Youth Service",
    CHILDRENS_SERVICE: "Children",
    PRAYER_MEETING: "Prayer Meeting",
    BIBLE_STUDY: "Bible Study",
  },
  languages: { ENGLISH: "Eng", KISWAHILI: "Kisw", LUHYA: "Luhya" },
};

const KISWAHILI: PhoneWords = {
  mainChoices: ["Toa", "Ahadi yangu", "Ibada", "Matukio wiki hii", "Habari kwa SMS"],
  otherLanguage: "9. English",
  back: "0. Rudi",
  more: "98. Zaidi",
  wrongKey: (keys) => `Chaguo batili: bonyeza ${keys}.`,
  expired: "Kipindi hiki kimekwisha. Tafadhali piga tena.",
  giveTo: "Toa kwa:",
  noAppeal: "Hakuna harambee inayopokea michango sasa. Asante!",
  amountFor: (appeal, min, max) => `${appeal}\nAndika kiasi kwa KES (${min} hadi ${max}):`,
  confirmGift: (amount, appeal, phone) => `Toa KES ${amount} kwa ${appeal} kutoka ${phone}?`,
  yesNo: ["Ndiyo", "Hapana"],
  promptSent: (amount) =>
    `Ombi la M-Pesa la KES ${amount} linakuja kwenye simu hii. Weka PIN yako kutoa. Utapata risiti kwa SMS. Asante!`,
  promptNotSent: "Ombi la M-Pesa halikutumwa. Jaribu tena baadaye",
  notGiven: "Hakuna kilichotolewa. Asante!",
  noPledge: (site) =>
    `Hakuna ahadi iliyo wazi kwa nambari hii. Ahidi kwenye tovuti ya ${site}, au uliza parokia yako.`,
  choosePledge: "Ahadi zako:",
  pledgeLine: (reference, appeal, promised, paid, left) =>
    `${reference} ${appeal}\nAhadi KES ${promised}, umelipa ${paid}, baki ${left}.`,
  nextReminder: (day) => `Ukumbusho ujao ${day}.`,
  payChoices: ["Lipa kilichobaki", "Lipa kiasi kingine"],
  amountToPay: (min, max) => `Andika kiasi cha kulipa kwa KES (${min} hadi ${max}):`,
  findPlaceBy: "Tafuta parokia:",
  findPlaceChoices: ["Kwa jina lake", "Kwa archdeaconry"],
  typeLetters: "Andika herufi za kwanza za jina la parokia:",
  noPlaceNamed: (letters) => `Hakuna parokia inayoanza na "${letters}".`,
  chooseArchdeaconry: "Archdeaconry:",
  chooseParish: "Parokia:",
  noServices: (parish) => `${parish} haijaorodhesha ibada. Uliza ofisi ya parokia.`,
  thisWeek: (day) => `Wiki hii (${day}):`,
  noEvents: "Hakuna matukio ya dayosisi katika siku saba zijazo.",
  andMore: (count) => `+${count} zaidi kwenye tovuti`,
  noticesMenu: (subscribed) => `Habari kwa SMS. Unapata: ${subscribed}.`,
  noticesOf: { diocese: "dayosisi", none: "hakuna" },
  noticeChoices: ["Habari za dayosisi", "Habari za parokia", "Acha habari"],
  subscribed: (to) =>
    `Utapata habari za ${to} kwa SMS, saa 2 asubuhi hadi saa 12 jioni. Tuma ONDOKA kuacha SMS zote.`,
  unsubscribed: (from) => `Hutapata tena habari za ${from} kwa SMS.`,
  tooManyNotices: "Tayari unapata habari za mahali 5: acha mojawapo kwanza (Habari kwa SMS, kisha 3).",
  chooseToStop: "Acha habari za:",
  help: (site, ussdCode) =>
    `${site}: tuma TOA 500 kutoa KES 500, AHADI kwa ahadi yako, IBADA na jina la parokia kwa ibada zake, ONDOKA kuacha SMS.${ussdCode ? ` Au piga ${ussdCode}.` : ""}`,
  giveKeywordProblem: (problem) => `Mchango wako haukuanzishwa: ${problem}. Tuma MSAADA kwa maneno.`,
  noAppealNamed: (word) => `hakuna harambee inayoitwa ${word}`,
  serviceKeywordMissing: "Tuma IBADA na herufi za kwanza za jina la parokia, kama IBADA BUTERE.",
  parishesNamed: (names) => `Parokia ipi? Tuma IBADA na mojawapo: ${names}`,
  days: {
    SUNDAY: "Jpili",
    MONDAY: "Jtatu",
    TUESDAY: "Jnne",
    WEDNESDAY: "Jtano",
    THURSDAY: "Alhamisi",
    FRIDAY: "Ijumaa",
    SATURDAY: "Jmosi",
  },
  kinds: {
    HOLY_COMMUNION: "Meza ya Bwana",
    MORNING_PRAYER: "Sala ya Asubuhi",
    EVENING_PRAYER: "Sala ya Jioni",
    FAMILY_SERVICE: "Ibada ya Familia",
    YOUTH_SERVICE: "Ibada ya Vijana",
    CHILDRENS_SERVICE: "Watoto",
    PRAYER_MEETING: "Maombi",
    BIBLE_STUDY: "Biblia",
  },
  languages: { ENGLISH: "Kiing", KISWAHILI: "Kisw", LUHYA: "Kiluhya" },
};

export const PHONE_WORDS: Readonly<Record<Language, PhoneWords>> = { en: ENGLISH, sw: KISWAHILI };

/** Shillings as Kenyans write them: 1,500. */
export const shillings = (amount: number) => amount.toLocaleString("en-KE");
