import { AppError } from "../../errors.js";
import { plainText } from "./phone-answers.js";
import { shillings } from "./phone-words.js";
import {
  USSD_TEXT_LENGTH,
  amountOf,
  choiceOf,
  keysOf,
  listDrawn,
  type Next,
  type Screen,
  type ScreenName,
  type UssdCaller,
} from "./ussd-menu.js";

/*
 * The main menu, Give and My pledge. Each flow ends within four answers: the menu, the appeal,
 * the amount, yes; or the menu, the pledge, what to pay, the amount.
 */

/** A Kenyan mobile as its owner writes it: 0712 345 678. */
export const localPhone = (phone: string) => `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;

/** Sends an M-Pesa prompt and ends the session saying so, or saying why it could not be sent. */
async function promptThen(caller: UssdCaller, amountKes: number, send: () => Promise<void>): Promise<Next> {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const why = caller.language === "en" ? `: ${error.message}` : "";
    return { end: plainText(`${caller.words.promptNotSent}${why}`, USSD_TEXT_LENGTH) };
  }
  return { end: caller.words.promptSent(shillings(amountKes)) };
}

const amountRange = (caller: UssdCaller) =>
  [shillings(caller.answers.minGiftKes), shillings(caller.answers.maxGiftKes)] as const;

/** An amount the caller typed, when within M-Pesa's limits for a gift. */
function amountWithin(caller: UssdCaller, input: string): number | null {
  const amount = amountOf(input);
  return amount !== null && amount >= caller.answers.minGiftKes && amount <= caller.answers.maxGiftKes
    ? amount
    : null;
}

const main: Screen = {
  async draw(caller) {
    return {
      heading: await caller.answers.siteName(),
      choices: caller.words.mainChoices,
      footer: [caller.words.otherLanguage],
    };
  },
  async answer(caller, _choices, input) {
    switch (input) {
      case "1":
        return startGiving(caller);
      case "2":
        return startPledges(caller);
      case "3":
        return { screen: "place-how", choices: { purpose: "services" } };
      case "4":
        return { end: await caller.answers.thisWeek(caller.language, USSD_TEXT_LENGTH) };
      case "5":
        return { screen: "notices", choices: {} };
      case "9":
        await caller.chooseLanguage(caller.language === "en" ? "sw" : "en");
        return { screen: "main", choices: {} };
      default:
        return { wrong: caller.words.wrongKey(keysOf(caller.words.mainChoices.length, ["9"])) };
    }
  },
};

async function startGiving(caller: UssdCaller): Promise<Next> {
  const appeals = await caller.answers.appeals(caller.language, 1);
  const [only] = appeals.items;
  if (!only) return { end: caller.words.noAppeal };
  // One appeal to give to: no list to choose from, one screen fewer.
  if (appeals.items.length === 1 && !appeals.more)
    return { screen: "give-amount", choices: { appealId: only.id } };
  return { screen: "give-appeal", choices: { page: 1 } };
}

async function startPledges(caller: UssdCaller): Promise<Next> {
  const pledges = await caller.answers.pledgesOf(caller.phone, caller.language);
  const [only] = pledges;
  if (!only) return { end: caller.words.noPledge(await caller.answers.siteName()) };
  if (pledges.length === 1) return { screen: "pledge-shown", choices: { pledgeId: only.id } };
  return { screen: "pledge-choose", choices: {} };
}

/** A list's answer: the thing chosen, the list's next page, or a wrong key. */
export async function listAnswer(
  caller: UssdCaller,
  here: ScreenName,
  choices: { page?: number; listed?: number[]; more?: boolean },
  input: string,
  chosen: (id: number) => Next | Promise<Next>,
): Promise<Next> {
  const listed = choices.listed ?? [];
  const page = choices.page ?? 1;
  if (input === "98" && choices.more) return { screen: here, choices: { ...choices, page: page + 1 } };
  const choice = choiceOf(input, listed.length);
  if (choice === null) {
    return { wrong: caller.words.wrongKey(keysOf(listed.length, choices.more ? ["98", "0"] : ["0"])) };
  }
  return chosen(listed[choice - 1]!);
}

const giveAppeal: Screen = {
  async draw(caller, choices) {
    const page = await caller.answers.appeals(caller.language, choices.page ?? 1);
    return listDrawn(caller.words, caller.words.giveTo, page, choices);
  },
  answer: (caller, choices, input) =>
    listAnswer(caller, "give-appeal", choices, input, (appealId) => ({
      screen: "give-amount",
      choices: { appealId },
    })),
};

const giveAmount: Screen = {
  async draw(caller, choices) {
    const appeal = (await caller.answers.appealName(choices.appealId ?? 0, caller.language)) ?? "";
    return { heading: caller.words.amountFor(appeal, ...amountRange(caller)), footer: [caller.words.back] };
  },
  async answer(caller, choices, input) {
    const amountKes = amountWithin(caller, input);
    if (amountKes === null) return { wrong: caller.words.wrongKey(amountRange(caller).join("-")) };
    return { screen: "give-confirm", choices: { ...choices, amountKes } };
  },
};

const giveConfirm: Screen = {
  async draw(caller, choices) {
    const appeal = (await caller.answers.appealName(choices.appealId ?? 0, caller.language)) ?? "";
    return {
      heading: caller.words.confirmGift(shillings(choices.amountKes ?? 0), appeal, localPhone(caller.phone)),
      choices: caller.words.yesNo,
    };
  },
  async answer(caller, { appealId = 0, amountKes = 0 }, input) {
    if (input === "2") return { end: caller.words.notGiven };
    if (input !== "1") return { wrong: caller.words.wrongKey(keysOf(2)) };
    return promptThen(caller, amountKes, () =>
      caller.answers.give(caller.phone, appealId, amountKes, caller.language),
    );
  },
};

const pledgeChoose: Screen = {
  async draw(caller, choices) {
    const pledges = await caller.answers.pledgesOf(caller.phone, caller.language);
    return {
      heading: caller.words.choosePledge,
      choices: pledges.map((pledge) => `${pledge.reference} ${pledge.appeal}`),
      footer: [caller.words.back],
      choicesKept: { ...choices, listed: pledges.map((pledge) => pledge.id) },
    };
  },
  answer: (caller, choices, input) =>
    listAnswer(caller, "pledge-choose", choices, input, (pledgeId) => ({
      screen: "pledge-shown",
      choices: { pledgeId },
    })),
};

const pledgeShown: Screen = {
  async draw(caller, choices) {
    const pledge = (await caller.answers.pledgesOf(caller.phone, caller.language)).find(
      (open) => open.id === choices.pledgeId,
    );
    if (!pledge) return { heading: caller.words.noPledge(await caller.answers.siteName()) };
    const { words } = caller;
    const told = words.pledgeLine(
      pledge.reference,
      pledge.appeal,
      shillings(pledge.promisedKes),
      shillings(pledge.paidKes),
      shillings(pledge.leftKes),
    );
    const reminder = pledge.nextReminderOn ? `\n${words.nextReminder(pledge.nextReminderOn)}` : "";
    return {
      heading: `${told}${reminder}`,
      choices: words.payChoices,
      footer: [words.back],
      choicesKept: { ...choices, leftKes: pledge.leftKes },
    };
  },
  async answer(caller, choices, input) {
    if (input === "2") return { screen: "pledge-amount", choices };
    if (input !== "1") return { wrong: caller.words.wrongKey(keysOf(2, ["0"])) };
    // What is left may be below the smallest prompt M-Pesa takes, or above the largest: the
    // nearest it takes is asked, and the rest is paid another time.
    const { minGiftKes, maxGiftKes } = caller.answers;
    const amountKes = Math.min(Math.max(choices.leftKes ?? 0, minGiftKes), maxGiftKes);
    return promptThen(caller, amountKes, () =>
      caller.answers.payPledge(caller.phone, choices.pledgeId ?? 0, amountKes),
    );
  },
};

const pledgeAmount: Screen = {
  async draw(caller) {
    return { heading: caller.words.amountToPay(...amountRange(caller)), footer: [caller.words.back] };
  },
  async answer(caller, choices, input) {
    const amountKes = amountWithin(caller, input);
    if (amountKes === null) return { wrong: caller.words.wrongKey(amountRange(caller).join("-")) };
    return promptThen(caller, amountKes, () =>
      caller.answers.payPledge(caller.phone, choices.pledgeId ?? 0, amountKes),
    );
  },
};

export const GIVING_SCREENS = {
  main,
  "give-appeal": giveAppeal,
  "give-amount": giveAmount,
  "give-confirm": giveConfirm,
  "pledge-choose": pledgeChoose,
  "pledge-shown": pledgeShown,
  "pledge-amount": pledgeAmount,
} satisfies Partial<Record<ScreenName, Screen>>;
