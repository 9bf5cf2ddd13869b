import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import {
  EventRegistrationSetupDocument,
  SetRegistrationSetupDocument,
  type RegistrationSetupFieldsFragment,
} from "../gql/graphql";
import { RegistrationSetupSection } from "./registration-setup-form";
import "../locales/register";

const saved: RegistrationSetupFieldsFragment = {
  __typename: "RegistrationSetup",
  open: true,
  whoMayRegister: "ANYONE",
  feeKes: 1500,
  capacity: 40,
  waitingList: true,
  closesAt: "2026-12-18T15:00:00.000Z",
  askParish: true,
  askRole: false,
  askDiet: true,
  questions: [
    {
      __typename: "RegistrationQuestion",
      id: "q1",
      label: "T-shirt size",
      labelSw: "Saizi ya fulana",
      kind: "CHOICE",
      choices: ["S", "M", "L"],
      required: true,
    },
  ],
  hoursToPayOffer: 24,
};

const setupQuery = (setup: RegistrationSetupFieldsFragment | null) => ({
  request: { query: EventRegistrationSetupDocument, variables: { id: "5" } },
  result: { data: { event: { __typename: "Event" as const, id: "5", registrationSetup: setup } } },
});

describe("the event editor's Registrations section", () => {
  it("sets up a new event's registrations: fee, places, closing time in Kakamega, and a question of staff's own", async () => {
    const user = userEvent.setup();
    const input = {
      open: true,
      whoMayRegister: "PARISH_DELEGATES",
      feeKes: 800,
      capacity: 40,
      waitingList: true,
      closesAt: "2026-12-19T15:00:00.000Z",
      askParish: true,
      askRole: true,
      askDiet: false,
      questions: [
        { id: null, label: "Shirt size", labelSw: null, kind: "CHOICE", choices: ["S", "M"], required: true },
      ],
      hoursToPayOffer: 12,
    };
    const saving = {
      request: { query: SetRegistrationSetupDocument, variables: { eventId: "5", input } },
      result: {
        data: {
          setRegistrationSetup: {
            ...saved,
            ...input,
            questions: [{ ...input.questions[0]!, id: "q9", __typename: "RegistrationQuestion" }],
          },
        },
      },
    };
    renderUi(<RegistrationSetupSection eventId="5" eventDate="2026-12-20" />, [
      setupQuery(null),
      saving,
      setupQuery(null),
    ]);
    await user.click(await screen.findByRole("button", { name: "Take registrations" }));
    const form = screen.getByRole("form", { name: "Registrations" });
    expect(
      (within(form).getByLabelText("Registrations close (Kakamega time)") as HTMLInputElement).value,
    ).toBe("2026-12-19T18:00");
    await user.selectOptions(within(form).getByLabelText("Who may register"), "PARISH_DELEGATES");
    await user.clear(within(form).getByLabelText("Fee per person (KES)"));
    await user.type(within(form).getByLabelText("Fee per person (KES)"), "800");
    await user.type(within(form).getByLabelText("Places"), "40");
    await user.clear(within(form).getByLabelText("Hours to pay an offered place"));
    await user.type(within(form).getByLabelText("Hours to pay an offered place"), "12");
    await user.click(within(form).getByRole("checkbox", { name: /^Role/ }));
    await user.click(within(form).getByRole("button", { name: "Add a question" }));
    await user.click(within(form).getByRole("button", { name: "Add a question" }));
    await user.click(within(form).getByRole("button", { name: "Remove question 2" }));
    await user.type(within(form).getByLabelText("Question 1 in English"), "Shirt size");
    await user.selectOptions(within(form).getByLabelText("Answered by"), "CHOICE");
    await user.type(within(form).getByLabelText("Choices of question 1"), "S{Enter}M{Enter}{Enter}");
    await user.click(within(form).getByRole("checkbox", { name: "Must be answered" }));
    await user.click(within(form).getByRole("button", { name: "Save registrations" }));
    expect(await screen.findByText("Registrations saved")).toBeTruthy();
  });

  it("shows a saved setup, and says what is wrong with a fee that is not a whole number before sending", async () => {
    const user = userEvent.setup();
    renderUi(<RegistrationSetupSection eventId="5" eventDate="2026-12-20" />, [setupQuery(saved)]);
    const form = await screen.findByRole("form", { name: "Registrations" });
    expect(
      (within(form).getByLabelText("Registrations close (Kakamega time)") as HTMLInputElement).value,
    ).toBe("2026-12-18T18:00");
    expect((within(form).getByLabelText("Question 1 in Kiswahili") as HTMLInputElement).value).toBe(
      "Saizi ya fulana",
    );
    expect((within(form).getByLabelText("Choices of question 1") as HTMLTextAreaElement).value).toBe(
      "S\nM\nL",
    );
    expect(within(form).getByRole("link", { name: "See the registrations" }).getAttribute("href")).toBe(
      "/admin/events/5/registrations",
    );
    await user.clear(within(form).getByLabelText("Fee per person (KES)"));
    await user.type(within(form).getByLabelText("Fee per person (KES)"), "15.5");
    await user.click(within(form).getByRole("button", { name: "Save registrations" }));
    expect(await within(form).findByText("Give a whole number")).toBeTruthy();
  });
});
