import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { missingMessages, PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import { NewPasswordFields } from "./new-password-fields";

afterEach(() => missingMessages.clear());

function Fields() {
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  return (
    <NewPasswordFields
      newPassword={newPassword}
      confirmation={confirmation}
      onNewPasswordChange={setNewPassword}
      onConfirmationChange={setConfirmation}
    />
  );
}

describe("the new password's fields in Kiswahili", () => {
  it("name the fields and give the hints in Kiswahili as the password is typed", async () => {
    renderUi(
      <PageLanguage language="sw">
        <Fields />
      </PageLanguage>,
    );

    const newPassword = screen.getByLabelText(/^Nenosiri jipya/, { selector: "input" });
    const confirmation = screen.getByLabelText(/^Thibitisha nenosiri jipya/, { selector: "input" });
    expect(screen.getByText("Tumia angalau herufi 8")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Onyesha nenosiri" })).toHaveLength(2);

    await userEvent.type(newPassword, "Vihiga-2027");
    expect(screen.getByText("Urefu wa nenosiri unatosha")).toBeTruthy();
    await userEvent.type(confirmation, "Vihiga");
    expect(screen.getByText("Nenosiri halilingani")).toBeTruthy();
    await userEvent.type(confirmation, "-2027");
    expect(screen.getByText("Nenosiri linalingana")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/common\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
