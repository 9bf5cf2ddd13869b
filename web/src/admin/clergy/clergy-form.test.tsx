import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import type { AdminClergyMemberFieldsFragment } from "../gql/graphql";
import { ClergyForm } from "./clergy-form";

const user = userEvent.setup();
type Props = ComponentProps<typeof ClergyForm>;

function renderForm(member: AdminClergyMemberFieldsFragment | null = null) {
  const onSubmit = vi.fn<Props["onSubmit"]>().mockResolvedValue(undefined);
  renderUi(<ClergyForm member={member} progress={null} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

async function typeInto(label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const KHAVERE: AdminClergyMemberFieldsFragment = {
  __typename: "ClergyMember",
  id: "5",
  slug: "mary-khavere",
  title: "The Rev.",
  name: "Mary Khavere",
  styledName: "The Rev. Mary Khavere",
  deaconOn: "2009-06-28",
  deaconAt: "St Stephen's Cathedral",
  priestOn: null,
  priestAt: null,
  languages: "English, Kiswahili",
  biography: "Grew up in Mumias.",
  phone: "+254 700 111 222",
  phonePublic: true,
  email: "mary@example.org",
  emailPublic: false,
  imageUrl: null,
  image: null,
  kiswahili: [{ __typename: "TextTranslation", field: "biography", text: "Alikulia Mumias." }],
  needsTranslation: false,
  status: "PUBLISHED",
  publishAt: "2026-01-01T09:00:00.000Z",
};

describe("the clergy form", () => {
  it("asks for the name, and sends nothing without it", async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Name is required.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("makes the address from the name when none is typed", async () => {
    const onSubmit = renderForm();
    await typeInto(/^Name/, "Esther Anyángo Wafula");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slug: "esther-anyango-wafula" }), null);
  });

  it("sends a new member with their details, phone and e-mail private unless ticked", async () => {
    const onSubmit = renderForm();
    await typeInto(/^Title/, "The Ven.");
    await typeInto(/^Name/, "Joseph Amukoya");
    await typeInto(/^Address/, "joseph-amukoya");
    await typeInto(/^Ordained priest at/, "St Stephen's Cathedral, Kakamega");
    await typeInto(/^Languages spoken/, "English, Kiswahili, Luhya");
    await typeInto(/^Phone$/, "0712 345 678");
    await typeInto(/^E-mail$/, "amukoya@example.org");
    await user.click(screen.getByLabelText("Show the e-mail on their public page"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "The Ven.",
        name: "Joseph Amukoya",
        slug: "joseph-amukoya",
        deaconOn: null,
        priestAt: "St Stephen's Cathedral, Kakamega",
        languages: "English, Kiswahili, Luhya",
        phone: "0712 345 678",
        phonePublic: false,
        email: "amukoya@example.org",
        emailPublic: true,
        status: "PUBLISHED",
      }),
      null,
    );
  });

  it("shows a member as saved, with their Kiswahili biography, and sends it back as it was", async () => {
    const onSubmit = renderForm(KHAVERE);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Mary Khavere");
    expect((screen.getByLabelText("Show the phone on their public page") as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: "mary-khavere",
        deaconOn: "2009-06-28",
        priestOn: null,
        phonePublic: true,
        emailPublic: false,
        kiswahili: [{ field: "biography", text: "Alikulia Mumias." }],
      }),
      null,
    );
  });
});
