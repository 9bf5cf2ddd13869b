import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { NewsletterForm } from "./newsletter-form";
import { SubscribeToNewsletterDocument } from "../../gql/graphql";

function subscribeMock(email: string, result: MockLink.MockedResponse["result"]): MockLink.MockedResponse {
  return { request: { query: SubscribeToNewsletterDocument, variables: { email } }, result };
}

describe("the newsletter form", () => {
  it("signs the address up and says so", async () => {
    const user = userEvent.setup();
    renderUi(<NewsletterForm />, [
      subscribeMock("reader@example.org", { data: { subscribeToNewsletter: true } }),
    ]);

    const field = screen.getByRole("textbox", { name: "Your e-mail address" });
    await user.type(field, " reader@example.org ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(
      await screen.findByText("Thank you: reader@example.org will receive our newsletter."),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe("");
  });

  it("explains an address the server refuses, and clears the message once it is corrected", async () => {
    const user = userEvent.setup();
    renderUi(<NewsletterForm />, [
      subscribeMock("not-an-address", {
        errors: [
          new GraphQLError("email must be an e-mail address such as name@example.org", {
            extensions: { code: "BAD_USER_INPUT" },
          }),
        ],
      }),
    ]);

    const field = screen.getByRole("textbox", { name: "Your e-mail address" });
    await user.type(field, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(
      await screen.findByText("Please enter a valid e-mail address, such as name@example.org."),
    ).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await user.type(field, "@");
    expect(screen.queryByText(/valid e-mail address/)).toBeNull();
  });
});
