import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmNewsletterSubscriptionDocument } from "../behaviours/gql/graphql";
import { siteSettingsMock } from "../features/site/site.fixtures";
import { renderUi } from "../test/render-ui";
import { NewsletterConfirmPage } from "./newsletter-confirm.page";

// jsdom has no API behind /graphql (the browser journey confirms against the real one): `fetch`
// stands for the server's answers, and for a network that fails.
function answerWith(body: object) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The page as the e-mailed link opens it: the token in ?token= (or, in links sent before, after #token=). */
function openLink(search = "?token=Vihiga-token_123") {
  window.history.replaceState(null, "", `/newsletter/confirm${search}`);
  renderUi(<NewsletterConfirmPage />, [siteSettingsMock()]);
  return screen.getByRole<HTMLButtonElement>("button", { name: "Confirm my subscription" });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("the newsletter's confirm page", () => {
  it("confirms only when the button is pressed, with the link's token, and says so", async () => {
    const fetch = answerWith({ data: { confirmNewsletterSubscription: "reader@example.org" } });
    const button = openLink();
    expect(screen.getByRole("heading", { name: "Confirm your subscription" })).toBeTruthy();
    // Opening the link is not confirming: mail scanners open links.
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(button);

    expect(
      await screen.findByText("Thank you: reader@example.org is confirmed, and will receive our newsletter."),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({
        operationName: "ConfirmNewsletterSubscription",
        query: String(ConfirmNewsletterSubscriptionDocument),
        variables: { token: "Vihiga-token_123" },
      }),
    });
    expect(button.hidden).toBe(true);
  });

  it("still confirms with a link sent before, whose token is after #token=", async () => {
    const fetch = answerWith({ data: { confirmNewsletterSubscription: "reader@example.org" } });
    await userEvent.click(openLink("#token=Older-token_456"));

    expect(await screen.findByText(/reader@example.org is confirmed/)).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).variables).toEqual({
      token: "Older-token_456",
    });
  });

  it("is a form that posts to the link's own address, so that it works without JavaScript", () => {
    const button = openLink();
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("action")).toBe(false);
    expect(button.type).toBe("submit");
  });

  it("shows the server's reason for a wrong or expired link, and no button that cannot help", async () => {
    const reason =
      "This confirmation link has expired. Sign up again with the newsletter form at the foot of the website's pages, and we will send you a new one.";
    answerWith({ data: null, errors: [{ message: reason, extensions: { code: "BAD_USER_INPUT" } }] });
    const button = openLink();

    await userEvent.click(button);

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(button.hidden).toBe(true);
    expect(screen.queryByText(/is confirmed/)).toBeNull();
  });

  it("says when the server cannot be reached, and keeps the button to try again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const button = openLink();

    await userEvent.click(button);

    expect(
      await screen.findByText("We could not reach the server. Check your connection and try again."),
    ).toBeTruthy();
    expect(button.hidden).toBe(false);
    expect(button.disabled).toBe(false);
  });
});
