import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { missingMessages, PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import {
  CompareRevisionsDocument,
  ContentRevisionsDocument,
  RestoreRevisionDocument,
  type CompareRevisionsQuery,
  type ContentRevisionsQuery,
  type RestoreRevisionMutation,
  type RevisionFieldsFragment,
} from "../gql/graphql";
import { RevisionHistory } from "./revision-history";

const revision = (number: number, savedAt: string, savedBy: string): RevisionFieldsFragment => ({
  __typename: "ContentRevision",
  id: String(100 + number),
  number,
  savedAt,
  savedBy,
});

const revisions = [
  revision(3, "2030-03-02T07:30:00.000Z", "Grace Amukoya"),
  revision(2, "2030-03-01T12:05:00.000Z", "Grace Amukoya"),
  revision(1, "2030-03-01T09:00:00.000Z", "As it was when history began"),
];

const historyMock = (items: RevisionFieldsFragment[]): MockLink.MockedResponse<ContentRevisionsQuery> => ({
  request: { query: ContentRevisionsDocument, variables: { contentType: "NEWS_ARTICLE", contentId: "7" } },
  result: { data: { contentRevisions: items } },
});

const comparison = (fromId: string, toId: string): MockLink.MockedResponse<CompareRevisionsQuery> => ({
  request: { query: CompareRevisionsDocument, variables: { fromId, toId } },
  result: {
    data: {
      compareRevisions: {
        __typename: "RevisionComparison",
        from: { __typename: "ContentRevision", id: fromId },
        to: { __typename: "ContentRevision", id: toId },
        changes: [
          {
            __typename: "RevisionFieldChange",
            field: "body",
            label: "Article",
            segments: [
              { __typename: "TextSegment", text: "Grace and ", kind: "SAME" },
              { __typename: "TextSegment", text: "peace", kind: "REMOVED" },
              { __typename: "TextSegment", text: "mercy", kind: "ADDED" },
              { __typename: "TextSegment", text: fromId === "101" ? " to all." : " to you.", kind: "SAME" },
            ],
            pictureBefore: null,
            pictureAfter: null,
          },
        ],
      },
    },
  },
});

const restoreMock: MockLink.MockedResponse<RestoreRevisionMutation> = {
  request: { query: RestoreRevisionDocument, variables: { id: "101" } },
  result: { data: { restoreRevision: revision(4, "2030-03-03T08:00:00.000Z", "Grace Amukoya") } },
};

function renderHistory(mocks: MockLink.MockedResponse[]) {
  return renderUi(
    <RevisionHistory contentType="NEWS_ARTICLE" contentId="7" version="v1" refetchQueries={[]} />,
    mocks,
  );
}

describe("the History section", () => {
  it("lists every version with when it was saved in Kakamega's time and who saved it", async () => {
    renderHistory([historyMock(revisions), comparison("102", "103")]);

    const table = await screen.findByRole("table", { name: "Saved versions, the newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^3Current.*2 Mar 2030, 10:30.*Grace Amukoya$/),
      expect.stringMatching(/^2.*1 Mar 2030, 15:05.*Grace AmukoyaRestore this version$/),
      expect.stringMatching(/^1.*1 Mar 2030, 12:00.*As it was when history beganRestore this version$/),
    ]);
    // The version there now cannot be restored: it is what the form shows.
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
  });

  it("shows what changed between the two newest versions, and between any two chosen, not by colour alone", async () => {
    const user = userEvent.setup();
    renderHistory([historyMock(revisions), comparison("102", "103"), comparison("101", "103")]);

    const differences = await screen.findByRole("region", { name: "Differences" });
    await within(differences).findByText("Article");
    expect(differences.querySelector("del")?.textContent).toBe("removed: peace");
    expect(differences.querySelector("ins")?.textContent).toBe("added: mercy");
    expect(differences.textContent).toContain("to you.");

    await user.selectOptions(screen.getByLabelText("Compare version"), "101");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Differences" }).textContent).toContain("to all."),
    );
  });

  it("restores a version once it is confirmed, and says so", async () => {
    const user = userEvent.setup();
    renderHistory([historyMock(revisions), comparison("102", "103"), restoreMock, historyMock(revisions)]);

    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Restore version 1?" });
    await user.click(within(dialog).getByRole("button", { name: "Restore this version" }));

    expect(await screen.findByText("Version 1 restored")).toBeTruthy();
  });
});

describe("the History section in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili, with the saving times in sw-KE and the fields named as the form names them", async () => {
    renderUi(
      <PageLanguage language="sw">
        <RevisionHistory contentType="NEWS_ARTICLE" contentId="7" version="v1" refetchQueries={[]} />
      </PageLanguage>,
      [historyMock(revisions), comparison("102", "103")],
    );

    const table = await screen.findByRole("table", { name: "Matoleo yaliyohifadhiwa, jipya zaidi kwanza" });
    expect(within(table).getAllByRole("row")[1]!.textContent).toMatch(/^3La sasa.*2 Mac 2030, 10:30/);
    expect(within(table).getByRole("button", { name: "Rejesha toleo Na. 1" })).toBeTruthy();
    const differences = await screen.findByRole("region", { name: "Tofauti" });
    expect(await within(differences).findByText("Makala")).toBeTruthy();
    expect(differences.querySelector("ins")?.textContent).toBe("imeongezwa: mercy");
    expect(screen.getByLabelText("Linganisha toleo")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
