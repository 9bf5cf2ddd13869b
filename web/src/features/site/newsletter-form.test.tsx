import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubscribeToNewsletterDocument } from "../../behaviours/gql/graphql";
import { PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import { NewsletterForm } from "./newsletter-form";
// Drawn alone, a part speaks English (lib/language.tsx makes the messages).

// jsdom has no API behind /graphql (the browser journeys subscribe against the real one): `fetch`
// stands for the server's two kinds of answer, and for a network that fails.
function answerWith(body: object) {
  const fetch = vi.fn(async () => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  renderUi(<NewsletterForm />);
  return {
    field: screen.getByRole<HTMLInputElement>("textbox", { name: "Your e-mail address" }),
    button: screen.getByRole<HTMLButtonElement>("button", { name: "Subscribe" }),
  };
}

describe("the newsletter form", () => {
  it("sends the trimmed address to the API, then thanks the reader and empties the field", async () => {
    const user = userEvent.setup();
    const fetch = answerWith({ data: { subscribeToNewsletter: true } });
    const { field, button } = renderForm();

    await user.click(field);

    await user.paste(" reader@example.org ");
    await user.click(button);

    expect(
      await screen.findByText(
        "Thank you: to confirm your subscription, open the link we e-mail to reader@example.org.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "Thank you: to confirm your subscription, open the link we e-mail to reader@example.org.",
    );
    expect(field.value).toBe("");
    expect(fetch).toHaveBeenCalledWith("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({
        operationName: "SubscribeToNewsletter",
        query: String(SubscribeToNewsletterDocument),
        variables: { email: "reader@example.org" },
      }),
    });
  });

  it("marks the button busy while the address is on its way", async () => {
    const user = userEvent.setup();
    let answer = (_response: Response) => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { field, button } = renderForm();

    await user.click(field);

    await user.paste("reader@example.org");
    await user.click(button);

    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector("[data-busy-sign]")?.hasAttribute("hidden")).toBe(false);
    answer(Response.json({ data: { subscribeToNewsletter: true } }));
    await screen.findByText(
      "Thank you: to confirm your subscription, open the link we e-mail to reader@example.org.",
    );
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.querySelector("[data-busy-sign]")?.hasAttribute("hidden")).toBe(true);
  });

  it("explains an address the server refuses, and clears the message once it is corrected", async () => {
    const user = userEvent.setup();
    answerWith({
      data: null,
      errors: [
        {
          message: "email must be an e-mail address such as name@example.org",
          extensions: { code: "BAD_USER_INPUT" },
        },
      ],
    });
    const { field, button } = renderForm();

    await user.click(field);

    await user.paste("not-an-address");
    await user.click(button);

    const error = await screen.findByText("Please enter a valid e-mail address, such as name@example.org.");
    expect(error.hidden).toBe(false);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { description: /valid e-mail address/ })).toBe(field);
    expect(field.value).toBe("not-an-address");

    await user.type(field, "@");
    expect(screen.queryByText(/valid e-mail address/)).toBeNull();
    expect(field.hasAttribute("aria-invalid")).toBe(false);
  });

  it("says when the server cannot be reached, without blaming the address", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { field, button } = renderForm();

    await user.click(field);

    await user.paste("reader@example.org");
    await user.click(button);

    expect(
      await screen.findByText("We could not reach the server. Check your connection and try again."),
    ).toBeTruthy();
    expect(field.hasAttribute("aria-invalid")).toBe(false);
    expect(field.value).toBe("reader@example.org");
    expect(button.disabled).toBe(false);
  });

  it("shows the server's own words when too many sign-ups came from the visitor's network", async () => {
    const user = userEvent.setup();
    answerWith({
      data: null,
      errors: [
        {
          message: "Too many sign-ups from your network. Try again in 12 minutes.",
          extensions: { code: "TOO_MANY_REQUESTS" },
        },
      ],
    });
    const { field, button } = renderForm();

    await user.click(field);

    await user.paste("reader@example.org");
    await user.click(button);

    expect(
      await screen.findByText("Too many sign-ups from your network. Try again in 12 minutes."),
    ).toBeTruthy();
    expect(screen.queryByText(/could not reach the server/)).toBeNull();
    expect(field.hasAttribute("aria-invalid")).toBe(false);
    expect(field.value).toBe("reader@example.org");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says the same of any other error the server answers", async () => {
    const user = userEvent.setup();
    answerWith({
      data: null,
      errors: [{ message: "Unexpected error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
    });
    const { field, button } = renderForm();

    await user.click(field);

    await user.paste("reader@example.org");
    await user.click(button);

    expect(
      await screen.findByText("We could not reach the server. Check your connection and try again."),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("clears the thanks once the reader types again", async () => {
    const user = userEvent.setup();
    answerWith({ data: { subscribeToNewsletter: true } });
    const { field, button } = renderForm();

    await user.click(field);

    await user.paste("reader@example.org");
    await user.click(button);
    await screen.findByText(
      "Thank you: to confirm your subscription, open the link we e-mail to reader@example.org.",
    );
    await user.type(field, "a");

    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("posts to the newsletter's page in the page's language, for a browser without JavaScript", () => {
    const { button } = renderForm();
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/newsletter");
    cleanup();
    renderUi(
      <PageLanguage language="sw">
        <NewsletterForm />
      </PageLanguage>,
    );
    expect(screen.getByRole("button", { name: "Jisajili" }).closest("form")!.getAttribute("action")).toBe(
      "/sw/newsletter",
    );
  });

  it("shows the address as the visitor typed it, and what was wrong, when the server draws it so", () => {
    renderUi(
      <NewsletterForm
        ground="light"
        typed="grace at example"
        error="Please enter a valid e-mail address."
        invalid
      />,
    );
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Your e-mail address" });
    expect(field.value).toBe("grace at example");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid e-mail address.").hidden).toBe(false);
  });
});
