import { defineBehaviour } from "../../behaviours/behaviour";
import { showBusy } from "../../behaviours/busy-button";
import { messageOf } from "../../behaviours/messages";
import {
  ConfirmNewsletterSubscriptionDocument,
  type ConfirmNewsletterSubscriptionMutation,
} from "../../behaviours/gql/graphql";
import { sendOperation } from "../../behaviours/send-operation";

type Outcome =
  { kind: "confirmed"; email: string } | { kind: "refused"; message: string } | { kind: "not sent" };

async function confirm(token: string): Promise<Outcome> {
  try {
    const answer = await sendOperation<ConfirmNewsletterSubscriptionMutation>(
      "ConfirmNewsletterSubscription",
      String(ConfirmNewsletterSubscriptionDocument),
      { token },
    );
    const error = answer.errors?.[0];
    // A wrong, used or expired link: the server says which, for the visitor.
    if (error?.extensions?.code === "BAD_USER_INPUT") return { kind: "refused", message: error.message };
    const email = answer.data?.confirmNewsletterSubscription;
    return email ? { kind: "confirmed", email } : { kind: "not sent" };
  } catch {
    return { kind: "not sent" };
  }
}

/**
 * The token of the e-mailed link the page was opened from: in its query (?token=...), or, in the
 * links sent before the confirm page's form worked without JavaScript, in its fragment.
 */
function linkToken(): string {
  const fromQuery = new URLSearchParams(window.location.search).get("token");
  return fromQuery ?? new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}

/**
 * The confirm page's form (NewsletterConfirmPage): sends the token of the e-mailed link through
 * the API instead of posting the page, and shows what came of it in place, in the messages the part
 * carries (data-message-*). Only a press confirms: mail scanners open links, and opening the page
 * sends nothing.
 */
export const newsletterConfirm = defineBehaviour("newsletter-confirm", (part) => {
  const button = () => part.querySelector<HTMLButtonElement>("button[data-confirm]");

  function show(selector: string, message: string) {
    const element = part.querySelector<HTMLElement>(selector);
    if (element) {
      element.textContent = message;
      element.hidden = !message;
    }
  }

  const onSubmit = async () => {
    const token = linkToken();
    show("[data-confirm-error]", "");
    showBusy(button(), true);
    const outcome = await confirm(token);
    showBusy(button(), false);
    if (outcome.kind === "not sent") {
      show("[data-confirm-error]", messageOf(part, "not-sent"));
      return;
    }
    // Pressing again cannot help: the subscription is confirmed, or the link will not do.
    button()?.toggleAttribute("hidden", true);
    if (outcome.kind === "confirmed") {
      show("[data-confirm-status]", messageOf(part, "confirmed", { email: outcome.email }));
    } else {
      show("[data-confirm-error]", outcome.message);
    }
  };

  const listening = new AbortController();
  part.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      void onSubmit();
    },
    { signal: listening.signal },
  );
  return () => listening.abort();
});
