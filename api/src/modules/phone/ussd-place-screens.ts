import { UserInputError } from "../../errors.js";
import { plainText } from "./phone-answers.js";
import { listAnswer } from "./ussd-giving-screens.js";
import {
  USSD_TEXT_LENGTH,
  choiceOf,
  keysOf,
  listDrawn,
  type Next,
  type Screen,
  type ScreenName,
  type UssdCaller,
  type UssdChoices,
} from "./ussd-menu.js";

/*
 * Service times and SMS notices: a parish found by the first letters of its name or by its
 * archdeaconry, then its services, or its notices subscribed to. Within four answers: the menu,
 * how to find it (or the notices' menu), the letters or archdeaconry, the parish.
 */

/** The most letters of a name a caller's search takes. */
const LETTERS_MAX = 30;
/** The id that stands for the diocese's own notices in a list of subscriptions. */
const DIOCESE = 0;

/** Subscribes the caller to a place's notices, or tells them why not (the most places one number has). */
async function subscribing(caller: UssdCaller, parishId: number | null, name: string): Promise<Next> {
  try {
    await caller.notices.subscribe(caller.phone, parishId, "ussd");
  } catch (error) {
    if (!(error instanceof UserInputError)) throw error;
    return { end: caller.words.tooManyNotices };
  }
  return { end: caller.words.subscribed(name) };
}

/** What finding a parish was for: its services told, or its notices subscribed to. */
async function parishFound(caller: UssdCaller, choices: UssdChoices, parishId: number): Promise<Next> {
  if (choices.purpose === "notices") {
    const [parish = ""] = await caller.answers.parishNames([parishId]);
    return subscribing(caller, parishId, parish);
  }
  return { end: await caller.answers.servicesOf(parishId, caller.language, USSD_TEXT_LENGTH) };
}

const placeHow: Screen = {
  async draw(caller) {
    const { words } = caller;
    return { heading: words.findPlaceBy, choices: words.findPlaceChoices, footer: [words.back] };
  },
  async answer(caller, choices, input) {
    if (input === "1") return { screen: "place-letters", choices };
    if (input === "2") return { screen: "place-archdeaconry", choices: { ...choices, page: 1 } };
    return { wrong: caller.words.wrongKey(keysOf(2, ["0"])) };
  },
};

const placeLetters: Screen = {
  async draw(caller) {
    return { heading: caller.words.typeLetters, footer: [caller.words.back] };
  },
  async answer(caller, choices, input) {
    const letters = plainText(input, LETTERS_MAX);
    if (!/\p{L}/u.test(letters)) return { wrong: caller.words.noPlaceNamed(letters) };
    const found = await caller.answers.parishesStartingWith(letters, 1);
    const [only] = found.items;
    if (!only) return { wrong: caller.words.noPlaceNamed(letters) };
    if (found.total === 1) return parishFound(caller, choices, only.id);
    return { screen: "place-parish", choices: { ...choices, letters, page: 1 } };
  },
};

const placeArchdeaconry: Screen = {
  async draw(caller, choices) {
    const page = await caller.answers.archdeaconries(choices.page ?? 1);
    return listDrawn(caller.words, caller.words.chooseArchdeaconry, page, choices);
  },
  answer: (caller, choices, input) =>
    listAnswer(caller, "place-archdeaconry", choices, input, (archdeaconryId) => ({
      screen: "place-parish",
      choices: { purpose: choices.purpose, archdeaconryId, page: 1 },
    })),
};

const placeParish: Screen = {
  async draw(caller, choices) {
    const page = choices.letters
      ? await caller.answers.parishesStartingWith(choices.letters, choices.page ?? 1)
      : await caller.answers.parishesOf(choices.archdeaconryId ?? 0, choices.page ?? 1);
    return listDrawn(caller.words, caller.words.chooseParish, page, choices);
  },
  answer: (caller, choices, input) =>
    listAnswer(caller, "place-parish", choices, input, (parishId) => parishFound(caller, choices, parishId)),
};

/** The names of a caller's subscriptions, the diocese's first. */
async function subscriptionNames(caller: UssdCaller): Promise<{ ids: number[]; names: string[] }> {
  const subscribed = await caller.notices.subscriptionsOf(caller.phone);
  const parishIds = subscribed.filter((id): id is number => id !== null);
  const ids = [...(subscribed.includes(null) ? [DIOCESE] : []), ...parishIds];
  const parishNames = await caller.answers.parishNames(parishIds);
  const names = [...(subscribed.includes(null) ? [caller.words.noticesOf.diocese] : []), ...parishNames];
  return { ids, names };
}

const notices: Screen = {
  async draw(caller) {
    const { words } = caller;
    const { names } = await subscriptionNames(caller);
    return {
      heading: plainText(words.noticesMenu(names.join(", ") || words.noticesOf.none), 90),
      choices: names.length > 0 ? words.noticeChoices : words.noticeChoices.slice(0, 2),
      footer: [words.back],
    };
  },
  async answer(caller, _choices, input) {
    if (input === "1") return subscribing(caller, null, caller.words.noticesOf.diocese);
    if (input === "2") return { screen: "place-letters", choices: { purpose: "notices" } };
    const { ids } = await subscriptionNames(caller);
    if (input === "3" && ids.length > 0) return { screen: "notices-stop", choices: {} };
    return { wrong: caller.words.wrongKey(keysOf(ids.length > 0 ? 3 : 2, ["0"])) };
  },
};

const noticesStop: Screen = {
  async draw(caller, choices) {
    const { ids, names } = await subscriptionNames(caller);
    return {
      heading: caller.words.chooseToStop,
      choices: names,
      footer: [caller.words.back],
      choicesKept: { ...choices, listed: ids },
    };
  },
  async answer(caller, choices, input) {
    const listed = choices.listed ?? [];
    const choice = choiceOf(input, listed.length);
    if (choice === null) return { wrong: caller.words.wrongKey(keysOf(listed.length, ["0"])) };
    const id = listed[choice - 1]!;
    await caller.notices.unsubscribe(caller.phone, id === DIOCESE ? null : id);
    const [name] = id === DIOCESE ? [caller.words.noticesOf.diocese] : await caller.answers.parishNames([id]);
    return { end: caller.words.unsubscribed(name ?? "") };
  },
};

export const PLACE_SCREENS = {
  "place-how": placeHow,
  "place-letters": placeLetters,
  "place-archdeaconry": placeArchdeaconry,
  "place-parish": placeParish,
  notices,
  "notices-stop": noticesStop,
} satisfies Partial<Record<ScreenName, Screen>>;
