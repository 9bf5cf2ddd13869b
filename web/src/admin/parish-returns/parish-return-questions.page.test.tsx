import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import {
  AdminParishReturnQuestionsDocument,
  AdminParishReturnYearsDocument,
  AdminSetParishReturnQuestionsDocument,
} from "../gql/graphql";

const QUESTIONS = [
  {
    __typename: "ParishReturnQuestion" as const,
    key: "baptisms",
    labelEn: "Baptisms",
    labelSw: "Ubatizo",
    help: null,
    optional: false,
    totalOf: [],
  },
];
const mocks: MockLink.MockedResponse[] = [
  { request: { query: AdminParishReturnYearsDocument }, result: { data: { parishReturnYears: [2026] } } },
  {
    request: { query: AdminParishReturnQuestionsDocument, variables: { year: 2026 } },
    result: { data: { parishReturnQuestions: QUESTIONS } },
  },
];
const saveAs = (labelEn: string, result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: {
    query: AdminSetParishReturnQuestionsDocument,
    variables: {
      year: 2026,
      questions: [{ key: "baptisms", labelEn, labelSw: "Ubatizo", help: null, optional: false, totalOf: [] }],
    },
  },
  result,
});

describe("the questions of the returns", () => {
  it("lets the secretary change a question's words and save the year's list, and shows a refusal", async () => {
    const user = userEvent.setup();
    const saved = saveAs("Baptisms in all", {
      data: { setParishReturnQuestions: [{ ...QUESTIONS[0]!, labelEn: "Baptisms in all" }] },
    });
    const refused = saveAs("Baptisms in all", {
      errors: [
        {
          message:
            "A parish has submitted its 2026 return already, so a new question can only be optional; labels, help and order can still change",
          extensions: { code: "BAD_USER_INPUT", field: "optional" },
        },
      ],
    });
    renderRoute({
      routes,
      url: "/admin/parish-returns/questions",
      mocks: [meMock(buildStaff({ role: "EDITOR" })), ...mocks, saved, refused],
    });

    const label = await screen.findByRole("textbox", { name: /Question in English/ });
    expect(screen.getByRole("button", { name: "Start 2027" })).toBeTruthy();
    await user.clear(label);
    await user.type(label, "Baptisms in all");
    await user.click(screen.getByRole("button", { name: "Save the questions" }));
    expect(await screen.findByText("The questions are saved.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Save the questions" }));
    expect(await screen.findByText(/A parish has submitted its 2026 return already/)).toBeTruthy();
  });

  it("is not for a parish editor", async () => {
    renderRoute({
      routes,
      url: "/admin/parish-returns/questions",
      mocks: [meMock(buildStaff({ role: "PARISH_EDITOR" }))],
    });
    expect(await screen.findByText("This page is not for your role")).toBeTruthy();
  });
});
