import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminCommitteesDocument,
  CreateCommitteeDocument,
  type AdminCommitteesQuery,
  type CreateCommitteeMutation,
} from "../gql/graphql";

const member = (id: string, name: string, title: string, parishId: string | null) => ({
  __typename: "CommitteeMember" as const,
  id,
  name,
  title,
  parishId,
  needsTranslation: false,
  kiswahili: [],
  imageUrl: null,
  image: null,
});

const committees: AdminCommitteesQuery = {
  committees: [
    {
      __typename: "Committee",
      id: "1",
      name: "Diocesan Standing Committee",
      description: null,
      termStartMonth: 9,
      termStartYear: 2019,
      termEndMonth: 8,
      termEndYear: 2021,
      isStandingCommittee: true,
      needsTranslation: false,
      kiswahili: [],
      members: [
        member("1", "The Rt. Rev. Bishop of Kakamega", "Chairman", null),
        member("2", "The Ven. Esther Mukabane", "Secretary", "7"),
      ],
    },
    {
      __typename: "Committee",
      id: "2",
      name: "Finance Committee",
      description: null,
      termStartMonth: 1,
      termStartYear: 2024,
      termEndMonth: 12,
      termEndYear: 2026,
      isStandingCommittee: false,
      needsTranslation: true,
      kiswahili: [],
      members: [member("3", "CPA Joseph Mulama", "Treasurer", null)],
    },
  ],
  archdeaconries: [
    {
      __typename: "Archdeaconry",
      id: "1",
      parishes: [{ __typename: "Parish", id: "7", name: "Cathedral Parish, Kakamega" }],
    },
  ],
};

const committeesMock: MockLink.MockedResponse<AdminCommitteesQuery> = {
  request: { query: AdminCommitteesDocument },
  result: { data: committees },
  // Once for the page, again after a save.
  maxUsageCount: 2,
};

const renderPage = (...mocks: MockLink.MockedResponse[]) =>
  renderRoute({ routes, url: "/admin/committees", mocks: [meMock(buildStaff()), committeesMock, ...mocks] });

const user = userEvent.setup();

afterEach(() => missingMessages.clear());

describe("the Boards & Committees screen", () => {
  it("lists the committees with their terms, and the members of the one chosen in order", async () => {
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Boards & Committees" })).toBeTruthy();
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1]!).getByText("Standing Committee")).toBeTruthy();
    expect(within(rows[1]!).getByText("Sept 2019 to Aug 2021")).toBeTruthy();
    const members = screen.getByRole("region", { name: "Members" });
    expect(within(members).getByText("Members of Diocesan Standing Committee")).toBeTruthy();
    expect(within(members).getByText("Secretary · Cathedral Parish, Kakamega")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Members of Finance Committee" }));
    expect(await within(members).findByText("CPA Joseph Mulama")).toBeTruthy();
    expect(within(members).queryByText("The Ven. Esther Mukabane")).toBeNull();
    expect([...missingMessages]).toEqual([]);
  });

  it("refuses a term that ends before it begins, then adds the committee as corrected", async () => {
    const created = vi.fn(() => ({
      data: { createCommittee: { __typename: "Committee" as const, id: "3" } },
    }));
    const createMock: MockLink.MockedResponse<CreateCommitteeMutation> = {
      request: {
        query: CreateCommitteeDocument,
        variables: {
          input: {
            name: "Board of Education",
            description: null,
            termStartMonth: 9,
            termStartYear: 2024,
            termEndMonth: 8,
            termEndYear: 2027,
            isStandingCommittee: false,
            kiswahili: [
              { field: "name", text: "Bodi ya Elimu" },
              { field: "description", text: "" },
            ],
          },
        },
      },
      result: created,
    };
    renderPage(createMock);

    await user.click(await screen.findByRole("button", { name: "Add a committee" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByLabelText(/^Name(?! \(Kiswahili\))/));
    await user.paste("Board of Education");
    await user.click(dialog.getByLabelText(/^Name \(Kiswahili\)/));
    await user.paste("Bodi ya Elimu");
    await user.type(dialog.getByLabelText(/^Term begins \(year\)/), "2024");
    await user.type(dialog.getByLabelText(/^Term ends \(year\)/), "2023");
    await user.click(dialog.getByRole("button", { name: "Add committee" }));

    expect(await dialog.findByText("The term must not end before it begins.")).toBeTruthy();
    expect(created).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText(/^Term ends \(year\)/));
    await user.type(dialog.getByLabelText(/^Term ends \(year\)/), "2027");
    await user.click(dialog.getByRole("button", { name: "Add committee" }));

    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(await screen.findByText("Committee added")).toBeTruthy();
  });
});
