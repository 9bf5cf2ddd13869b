import type { Behaviour } from "../../behaviours/behaviour";
import {
  SubscribeToNewsletterDocument,
  type SubscribeToNewsletterMutation,
} from "../../behaviours/gql/graphql";

const INVALID_ADDRESS = "Please enter a valid e-mail address, such as name@example.org.";
const NOT_SENT = "We could not reach the server. Check your connection and try again.";

/** The API's answer, as GraphQL over HTTP sends it. */
type GraphQLAnswer = {
  data?: SubscribeToNewsletterMutation | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

type Outcome = "subscribed" | "invalid address" | "not sent";

async function subscribe(email: string): Promise<Outcome> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        operationName: "SubscribeToNewsletter",
        query: String(SubscribeToNewsletterDocument),
        variables: { email },
      }),
    });
    const answer = (await response.json()) as GraphQLAnswer;
    // The server refuses only a malformed address (its message is written for developers); any
    // other error means the subscription did not get through.
    if (answer.errors?.[0]?.extensions?.code === "BAD_USER_INPUT") return "invalid address";
    return answer.data?.subscribeToNewsletter ? "subscribed" : "not sent";
  } catch {
    // The network failed, or something other than the API answered (a proxy's error page).
    return "not sent";
  }
}

/**
 * The newsletter form drawn by NewsletterForm: sends the address to the API and shows what came
 * of it; the server judges the address and says when it refuses one.
 */
export const newsletterForm: Behaviour = (form) => {
  const field = () => form.querySelector<HTMLInputElement>("input[name=email]");
  const submitButton = () => form.querySelector<HTMLButtonElement>("button[type=submit]");

  function showBusy(busy: boolean) {
    const button = submitButton();
    if (!button) return;
    button.disabled = busy;
    if (busy) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
    button.querySelector<HTMLElement>("[data-busy-sign]")?.toggleAttribute("hidden", !busy);
  }

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
    showBusy(true);
    const outcome = await subscribe(address);
    showBusy(false);
    if (outcome === "subscribed") {
      showStatus(`Thank you: ${address} will receive our newsletter.`);
      const input = field();
      if (input) input.value = "";
    } else if (outcome === "invalid address") {
      showError(INVALID_ADDRESS, { invalidAddress: true });
    } else {
      showError(NOT_SENT);
    }
  };
  // What the messages say is about the address as it was sent, no longer the one being typed.
  const onInput = () => {
    showError("");
    showStatus("");
  };

  const listening = new AbortController();
  const { signal } = listening;
  form.addEventListener("submit", onSubmit, { signal });
  form.addEventListener("input", onInput, { signal });
  return () => listening.abort();
};
