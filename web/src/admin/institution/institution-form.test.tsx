import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import type { AdminInstitutionFieldsFragment } from "../gql/graphql";
import { InstitutionForm } from "./institution-form";

const user = userEvent.setup();
type Props = ComponentProps<typeof InstitutionForm>;

const PARISHES = [
  { id: "1", name: "Cathedral Parish, Kakamega" },
  { id: "2", name: "St. Peter's Shirere" },
];
const CHAPLAINS = [
  { id: "11", styledName: "The Rev. Grace Nabwire", status: "PUBLISHED" as const },
  { id: "12", styledName: "The Rev. Timothy Makokha", status: "DRAFT" as const },
];

function renderForm(props: Partial<Props> = {}) {
  const onSubmit = vi.fn<Props["onSubmit"]>().mockResolvedValue(undefined);
  renderUi(
    <InstitutionForm
      institution={null}
      parishes={PARISHES}
      chaplains={CHAPLAINS}
      submitLabel="Save"
      busyLabel="Saving…"
      progress={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...props}
    />,
  );
  return onSubmit;
}

/** Types into the English field of a label (the Kiswahili one below has the same words after it). */
async function typeInto(label: string, text: string) {
  await user.click(screen.getAllByLabelText(new RegExp(`^${label}`))[0]!);
  await user.paste(text);
}

const SAVED: AdminInstitutionFieldsFragment = {
  __typename: "Institution",
  id: "7",
  name: "Milimani ACK Secondary School",
  slug: "milimani-ack-secondary-school",
  kind: "SECONDARY_SCHOOL",
  parishId: "1",
  town: "Milimani, Kakamega",
  latitude: 0.2772,
  longitude: 34.7601,
  headName: "Mr. Daniel Mukhwana",
  headTitle: "Principal",
  phone: "+254 712 000 112",
  email: null,
  website: null,
  history: "Founded in 1968.",
  imageUrl: null,
  image: null,
  parish: { __typename: "Parish", id: "1", name: "Cathedral Parish, Kakamega" },
  chaplain: {
    __typename: "ClergyMember",
    id: "11",
    styledName: "The Rev. Grace Nabwire",
    status: "PUBLISHED",
  },
  kiswahili: [{ __typename: "TextTranslation", field: "headTitle", text: "Mkuu wa shule" }],
  needsTranslation: true,
  status: "PUBLISHED",
  publishAt: "2026-02-01T09:00:00.000Z",
  updatedAt: "2026-02-01T09:00:00.000Z",
};

describe("the institution form", () => {
  it("asks for the name, the kind and the sponsoring parish, and sends nothing without them", async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole("button", { name: "Save" }));
    for (const message of ["Name is required.", "Kind is required.", "Sponsoring parish is required."])
      expect(screen.getByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends every field as the API takes them, with the picture and the Kiswahili, published at once", async () => {
    const onSubmit = renderForm();
    const photo = new File(["jpeg"], "school.jpg", { type: "image/jpeg" });
    await typeInto("Name", "  Shirere ACK Girls' Secondary School ");
    await user.selectOptions(screen.getByLabelText(/^Kind/), "Secondary school");
    await user.selectOptions(screen.getByLabelText(/^Sponsoring parish/), "St. Peter's Shirere");
    await typeInto("Town or village", "Shirere");
    await typeInto("Head's name", "Mrs. Grace Anyika");
    await typeInto("Head's title", "Principal");
    await typeInto("Office phone", "0712 000 113");
    await typeInto("Website", "https://shirere.example.org");
    await typeInto("Latitude", "0.2982");
    await typeInto("Longitude", "34.7731");
    await typeInto("History", "Founded in 1975.");
    await user.upload(screen.getByLabelText(/^Picture/), photo);
    await user.click(screen.getByRole("textbox", { name: /Head's title.*Kiswahili/ }));
    await user.paste("Mkuu wa shule");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Shirere ACK Girls' Secondary School",
        kind: "SECONDARY_SCHOOL",
        parishId: "2",
        town: "Shirere",
        headName: "Mrs. Grace Anyika",
        headTitle: "Principal",
        phone: "0712 000 113",
        email: null,
        website: "https://shirere.example.org",
        latitude: 0.2982,
        longitude: 34.7731,
        history: "Founded in 1975.",
        chaplainId: null,
        status: "PUBLISHED",
        kiswahili: expect.arrayContaining([{ field: "headTitle", text: "Mkuu wa shule" }]),
      }),
      photo,
    );
  });

  it("gives a parish editor's institution their own parish, the one they may choose", async () => {
    const onSubmit = renderForm({ parishes: [PARISHES[1]!] });
    await typeInto("Name", "Shirere ACK Primary School");
    await user.selectOptions(screen.getByLabelText(/^Kind/), "Primary school");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parishId: "2" }), null);
  });

  it("shows a saved institution's fields, and saves it as a draft when staff choose so", async () => {
    const onSubmit = renderForm({ institution: SAVED });
    expect((screen.getAllByLabelText(/^Name/)[0] as HTMLInputElement).value).toBe(SAVED.name);
    expect((screen.getByLabelText(/^Latitude/) as HTMLInputElement).value).toBe("0.2772");
    await user.click(screen.getByRole("radio", { name: "Save as draft" }));
    expect(screen.getByText("It will be seen by staff only, until it is published.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: SAVED.name, parishId: "1", headTitle: "Principal", status: "DRAFT" }),
      null,
    );
  });

  it("names its chaplain from the clergy, marking a draft member, and clears them", async () => {
    const onSubmit = renderForm({ institution: SAVED });
    const chaplain = screen.getByLabelText(/^Chaplain/) as HTMLSelectElement;
    expect(chaplain.value).toBe("11");
    expect([...chaplain.options].map((option) => option.text)).toEqual([
      "No chaplain",
      "The Rev. Grace Nabwire",
      "The Rev. Timothy Makokha (draft)",
    ]);
    await user.selectOptions(chaplain, "The Rev. Timothy Makokha (draft)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ chaplainId: "12" }), null);

    await user.selectOptions(chaplain, "No chaplain");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ chaplainId: null }), null);
  });
});
