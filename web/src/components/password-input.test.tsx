import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { missingMessages, PageLanguage } from "../lib/language";
import { renderUi } from "../test/render-ui";
import { PasswordInput } from "./password-input";

afterEach(() => missingMessages.clear());

const field = () => screen.getByLabelText<HTMLInputElement>("Password", { selector: "input" });

describe("the password field", () => {
  it("shows and hides what is typed with its button", async () => {
    renderUi(<PasswordInput aria-label="Password" />);
    expect(field().type).toBe("password");

    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(field().type).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" }).textContent).toBe("Hide");

    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(field().type).toBe("password");
    expect(screen.getByRole("button", { name: "Show password" }).textContent).toBe("Show");
  });

  it("names its button in Kiswahili on a Kiswahili page or dashboard", async () => {
    renderUi(
      <PageLanguage language="sw">
        <PasswordInput aria-label="Password" />
      </PageLanguage>,
    );

    const show = screen.getByRole("button", { name: "Onyesha nenosiri" });
    expect(show.textContent).toBe("Onyesha");
    await userEvent.click(show);
    expect(field().type).toBe("text");
    expect(screen.getByRole("button", { name: "Ficha nenosiri" }).textContent).toBe("Ficha");
    expect([...missingMessages]).toEqual([]);
  });
});
