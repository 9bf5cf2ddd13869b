import { sitePaths } from "@diocese/site/site-routes";
import { defineBehaviour } from "../../behaviours/behaviour";
import { showBusy } from "../../behaviours/busy-button";
import { GiveByMpesaDocument, type GiveByMpesaMutation } from "../../behaviours/gql/graphql";
import { messageOf } from "../../behaviours/messages";
import { sendOperation } from "../../behaviours/send-operation";
import { inPageLanguage, showConfirming, showGift, showSlow, watchGift, type GiftNews } from "./gift-poll";
import {
  GIVE_FIELDS,
  MESSAGE_OF_FIELD,
  type GiveField,
  type GiveMessageName,
  type GivingLimits,
} from "./give-problems";

/** The form's input for each field of the API's GiveInput. */
const INPUT_OF_FIELD: Record<GiveField, string> = {
  amountKes: "amount",
  phone: "phone",
  name: "name",
  email: "email",
};

const isGiveField = (field: unknown): field is GiveField => GIVE_FIELDS.some((known) => known === field);

type Outcome =
  | { kind: "given"; gift: GiftNews }
  | { kind: "refused at a field"; field: GiveField }
  | { kind: "refused"; message: GiveMessageName; apiMessage?: string }
  | { kind: "not sent" };

/** The form's message for a refusal the API words itself, by the error's code. */
const MESSAGE_OF_CODE: Readonly<Record<string, GiveMessageName>> = {
  BAD_USER_INPUT: "refused",
  TOO_MANY_REQUESTS: "too-many",
  SERVICE_UNAVAILABLE: "prompts-off",
};

interface Gift {
  projectId: string;
  amountKes: number;
  phone: string;
  name: string | null;
  anonymous: boolean;
  email: string | null;
}

async function give(input: Gift): Promise<Outcome> {
  try {
    const answer = await sendOperation<GiveByMpesaMutation>("GiveByMpesa", String(GiveByMpesaDocument), {
      input,
    });
    const error = answer.errors?.[0];
    if (error) {
      const { code, field } = error.extensions ?? {};
      if (code === "BAD_USER_INPUT" && isGiveField(field)) return { kind: "refused at a field", field };
      if (code === "BAD_USER_INPUT" && field === "projectId") return { kind: "refused", message: "project" };
      // Too many prompts, prompts switched off, or a refusal of no field: the API words them in
      // English (with the minutes to wait), so a page in another language says them in its own.
      const message = typeof code === "string" ? MESSAGE_OF_CODE[code] : undefined;
      if (message) return { kind: "refused", message, apiMessage: error.message };
      return { kind: "not sent" };
    }
    const gift = answer.data?.giveByMpesa;
    return gift ? { kind: "given", gift } : { kind: "not sent" };
  } catch {
    return { kind: "not sent" };
  }
}

/** A whole number of shillings as donors type it ("1,500", "1 500"), or null. */
function shillings(text: string): number | null {
  const digits = text.replace(/[\s,]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * The give page's form (GiveForm). Without JavaScript the form posts to the site, which answers
 * with the gift's status page. With it, the gift goes to the API (giveByMpesa) and the page shows
 * in place that the donor's phone has the prompt (after 20 s, that M-Pesa is confirming), then how
 * M-Pesa answered, asking every 2 s (every 10 s after 3 minutes); the address becomes the gift's
 * status page, so a reload shows the gift.
 * Try again brings the form back as it was.
 */
export const giveForm = defineBehaviour("give-form", (part) => {
  const form = () => part.querySelector<HTMLFormElement>("form");
  const panel = () => part.querySelector<HTMLElement>("[data-give-status]");
  const input = (name: string) => inputOf(part, name);
  const limits: GivingLimits = {
    minAmountKes: Number(part.dataset.minAmount),
    maxAmountKes: Number(part.dataset.maxAmount),
  };
  const pageAddress = inPageLanguage(sitePaths.give.getHref(part.dataset.projectSlug ?? ""));
  const say = (name: GiveMessageName) => messageOf(part, name);
  // The give form draws the messages of the API's own refusals only on pages not in English.
  const sayRefusal = (name: GiveMessageName, apiMessage = "") =>
    part.hasAttribute("data-api-words") ? apiMessage || say(name) : say(name);
  let stopWatching = () => {};

  const showError = (message: string) => showErrorIn(part, message);
  const showFieldError = (field: GiveField, message: string) => showFieldErrorIn(part, field, message);

  function showForm() {
    stopWatching();
    panel()?.toggleAttribute("hidden", true);
    form()?.toggleAttribute("hidden", false);
    history.replaceState(history.state, "", pageAddress);
    input("amount")?.focus();
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    showError("");
    for (const field of GIVE_FIELDS) showFieldError(field, "");
    const amountKes = shillings(input("amount")?.value ?? "");
    if (amountKes === null || amountKes < limits.minAmountKes || amountKes > limits.maxAmountKes) {
      showFieldError("amountKes", say("amount"));
      return;
    }
    const phone = input("phone")?.value.trim() ?? "";
    if (!phone) {
      showFieldError("phone", say("phone"));
      return;
    }
    const button = form()?.querySelector<HTMLButtonElement>("button[type=submit]") ?? null;
    showBusy(button, true);
    const outcome = await give({
      projectId: part.dataset.projectId ?? "",
      amountKes,
      phone,
      name: input("name")?.value.trim() || null,
      anonymous: input("anonymous")?.checked ?? false,
      email: input("email")?.value.trim() || null,
    });
    showBusy(button, false);
    switch (outcome.kind) {
      case "given":
        stopWatching = showWaiting(part, outcome.gift);
        break;
      case "refused at a field":
        showFieldError(outcome.field, say(MESSAGE_OF_FIELD[outcome.field]));
        break;
      case "refused":
        showError(sayRefusal(outcome.message, outcome.apiMessage));
        break;
      case "not sent":
        showError(say("not-sent"));
        break;
    }
  };

  // The behaviour checks the fields and says what is wrong beside each, in the page's own words.
  form()?.setAttribute("novalidate", "");
  const listening = new AbortController();
  const { signal } = listening;
  // onSubmit shows its own failure (the form's messages), so nothing waits for it.
  part.addEventListener("submit", (event) => void onSubmit(event), { signal });
  part.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("button[data-gift-try-again]")) showForm();
    },
    { signal },
  );
  return () => {
    listening.abort();
    stopWatching();
  };
});

const inputOf = (part: HTMLElement, name: string) =>
  part.querySelector("form")?.querySelector<HTMLInputElement>(`[name="${name}"]`) ?? null;

/** Says what went wrong with the gift above the form; an empty message hides it. */
function showErrorIn(part: HTMLElement, message: string) {
  const error = part.querySelector<HTMLElement>("[data-give-error]");
  if (!error) return;
  const text = error.querySelector("[data-give-error-text]") ?? error;
  text.textContent = message;
  error.hidden = !message;
}

/** Says what is wrong with a field beside it, and takes the donor there; an empty message clears it. */
function showFieldErrorIn(part: HTMLElement, field: GiveField, message: string) {
  const element = inputOf(part, INPUT_OF_FIELD[field]);
  if (message) element?.setAttribute("aria-invalid", "true");
  else element?.removeAttribute("aria-invalid");
  const error = part.querySelector<HTMLElement>(`[data-give-field-error="${field}"]`);
  if (error) {
    error.textContent = message;
    error.hidden = !message;
  }
  if (message) element?.focus();
}

/**
 * The gift's panel in place of the form, at the gift's own address, following M-Pesa's answer
 * while it is pending: answers what stops the following.
 */
function showWaiting(part: HTMLElement, gift: GiftNews): () => void {
  const status = part.querySelector<HTMLElement>("[data-give-status]");
  if (!status) return () => {};
  part.querySelector("form")?.toggleAttribute("hidden", true);
  status.hidden = false;
  showGift(status, gift);
  showConfirming(status, false);
  showSlow(status, false);
  status.focus();
  // A reload, or the address shared by mistake, shows the gift's own page.
  history.replaceState(history.state, "", inPageLanguage(sitePaths.gift.getHref(gift.token)));
  if (gift.status !== "PENDING") return () => {};
  return watchGift(gift.token, {
    since: Date.now(),
    onNews: (news) => {
      showGift(status, news);
      if (news.status !== "PENDING") showSlow(status, false);
    },
    onConfirming: () => showConfirming(status, true),
    onSlow: () => showSlow(status, true),
  });
}
