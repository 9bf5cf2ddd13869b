import { defineBehaviour } from "../../behaviours/behaviour";
import { showBusy } from "../../behaviours/busy-button";
import { messageOf } from "../../behaviours/messages";
import {
  SubscribeToNewsletterDocument,
  type SubscribeToNewsletterMutation,
} from "../../behaviours/gql/graphql";
import { sendOperation } from "../../behaviours/send-operation";

type Outcome =
  | { kind: "subscribed" }
  | { kind: "invalid address" }
  | { kind: "refused"; message: string }
  | { kind: "not sent" };

async function subscribe(email: string): Promise<Outcome> {
  try {
    const answer = await sendOperation<SubscribeToNewsletterMutation>(
      "SubscribeToNewsletter",
      String(SubscribeToNewsletterDocument),
      { email },
    );
    const error = answer.errors?.[0];
    // A malformed address's message is written for developers; the limit's for the visitor (it
    // says when to try again). Any other error means the subscription did not get through.
    if (error?.extensions?.code === "BAD_USER_INPUT") return { kind: "invalid address" };
    if (error?.extensions?.code === "TOO_MANY_REQUESTS") return { kind: "refused", message: error.message };
    return answer.data?.subscribeToNewsletter ? { kind: "subscribed" } : { kind: "not sent" };
  } catch {
    // The network failed, or something other than the API answered (a proxy's error page).
    return { kind: "not sent" };
  }
}

/**
 * The newsletter form drawn by NewsletterForm: sends the address to the API and shows what came
 * of it, in the messages the form carries (data-message-*); the server judges the address and says
 * when it refuses one.
 */
export const newsletterForm = defineBehaviour("newsletter-form", (form) => {
  const field = () => form.querySelector<HTMLInputElement>("input[name=email]");
  const submitButton = () => form.querySelector<HTMLButtonElement>("button[type=submit]");

  // An empty message clears it.
  function showError(message: string, { invalidAddress = false } = {}) {
    if (invalidAddress) field()?.setAttribute("aria-invalid", "true");
    else field()?.removeAttribute("aria-invalid");
    const error = form.querySelector<HTMLElement>("[data-newsletter-error]");
    if (error) {
      error.textContent = message;
      error.hidden = !message;
    }
  }

  function showStatus(message: string) {
    const status = form.querySelector("[data-newsletter-status]");
    if (status) status.textContent = message;
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const address = field()?.value.trim() ?? "";
    showError("");
    showStatus("");
    showBusy(submitButton(), true);
    const outcome = await subscribe(address);
    showBusy(submitButton(), false);
    if (outcome.kind === "subscribed") {
      showStatus(messageOf(form, "subscribed", { address }));
      const input = field();
      if (input) input.value = "";
    } else if (outcome.kind === "invalid address") {
      showError(messageOf(form, "invalid"), { invalidAddress: true });
    } else if (outcome.kind === "refused") {
      showError(outcome.message);
    } else {
      showError(messageOf(form, "not-sent"));
    }
  };
  // What the messages say is about the address as it was sent, no longer the one being typed.
  const onInput = () => {
    showError("");
    showStatus("");
  };

  const listening = new AbortController();
  const { signal } = listening;
  // onSubmit shows its own failure (the form's message), so nothing waits for it.
  form.addEventListener("submit", (event) => void onSubmit(event), { signal });
  form.addEventListener("input", onInput, { signal });
  return () => listening.abort();
});
