import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { todayInKakamega } from "../../lib/today";
import { renderRoute } from "../../test/render-route";
import {
  AdminClergyPostingChoicesDocument,
  AdminClergyPostingListsDocument,
  EndClergyPostingDocument,
  UpdateClergyPostingDocument,
  type AdminClergyPostingChoicesQuery,
  type AdminClergyPostingFieldsFragment,
  type AdminClergyPostingListsQuery,
} from "../gql/graphql";

const person = (id: string, styledName: string) => ({ __typename: "ClergyMember" as const, id, styledName });
const parish = (id: string, name: string) => ({ __typename: "Parish" as const, id, name });

const posting = (
  fields: Partial<AdminClergyPostingFieldsFragment> & { id: string },
): AdminClergyPostingFieldsFragment => ({
  __typename: "ClergyPosting",
  postingListId: "4",
  role: "VICAR",
  roleName: null,
  office: null,
  startsOn: "2027-01-15",
  endsOn: null,
  tookEffectAt: null,
  shownInHistory: true,
  person: person("11", "The Rev. Esther Anyango"),
  parish: parish("21", "St Philip's Bukura"),
  archdeaconry: null,
  ...fields,
});

const lists: AdminClergyPostingListsQuery = {
  clergyPostingLists: {
    __typename: "ClergyPostingListPage",
    items: [
      {
        __typename: "ClergyPostingList",
        id: "4",
        title: "Clergy postings 2027",
        status: "PUBLISHED",
        publishAt: "2026-11-01T06:00:00.000Z",
        postings: [
          posting({ id: "31" }),
          posting({
            id: "32",
            person: person("12", "The Ven. Joseph Amukoya"),
            parish: parish("22", "St Jude's Shibuli"),
            startsOn: "2026-01-10",
            tookEffectAt: "2026-01-10T03:00:00.000Z",
          }),
        ],
      },
    ],
  },
};

const choices: AdminClergyPostingChoicesQuery = {
  clergy: {
    __typename: "ClergyMemberPage",
    items: [person("11", "The Rev. Esther Anyango"), person("12", "The Ven. Joseph Amukoya")],
  },
  archdeaconries: [
    {
      __typename: "Archdeaconry",
      id: "1",
      name: "Butere",
      parishes: [parish("21", "St Philip's Bukura"), parish("22", "St Jude's Shibuli")],
    },
  ],
};

const listsMock: MockLink.MockedResponse<AdminClergyPostingListsQuery> = {
  request: { query: AdminClergyPostingListsDocument },
  result: { data: lists },
  // Once for the page, again after the change.
  maxUsageCount: 2,
};
const choicesMock: MockLink.MockedResponse<AdminClergyPostingChoicesQuery> = {
  request: { query: AdminClergyPostingChoicesDocument, variables: { search: null } },
  result: { data: choices },
};

const renderPage = (...mocks: MockLink.MockedResponse[]) =>
  renderRoute({
    routes,
    url: "/admin/clergy-postings",
    mocks: [meMock(buildStaff()), listsMock, choicesMock, ...mocks],
  });

const user = userEvent.setup();

afterEach(() => missingMessages.clear());

describe("the Postings screen", () => {
  it("changes a posting not yet in effect, keeping it in its list, and offers no change of one in effect", async () => {
    const updated = vi.fn(() => ({
      data: { updateClergyPosting: posting({ id: "31", parish: parish("22", "St Jude's Shibuli") }) },
    }));
    renderPage({
      request: {
        query: UpdateClergyPostingDocument,
        variables: {
          id: "31",
          input: {
            clergyMemberId: "11",
            postingListId: "4",
            role: "VICAR",
            roleName: null,
            parishId: "22",
            archdeaconryId: null,
            office: null,
            startsOn: "2027-02-01",
            shownInHistory: true,
          },
        },
      },
      result: updated,
    });

    await user.click(
      await screen.findByRole("button", {
        name: "Change The Rev. Esther Anyango: Vicar, St Philip's Bukura",
      }),
    );
    expect(screen.queryByRole("button", { name: /^Change The Ven. Joseph Amukoya/ })).toBeNull();
    const dialog = within(await screen.findByRole("dialog"));
    await waitFor(() => expect((dialog.getByLabelText(/^Parish/) as HTMLSelectElement).value).toBe("21"));
    expect((dialog.getByLabelText(/^Starts on/) as HTMLInputElement).value).toBe("2027-01-15");
    await user.selectOptions(dialog.getByLabelText(/^Parish/), "22");
    await user.clear(dialog.getByLabelText(/^Starts on/));
    await user.type(dialog.getByLabelText(/^Starts on/), "2027-02-01");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(updated).toHaveBeenCalled());
    expect(await screen.findByText("The posting was saved")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("ends a posting in effect on the day given, today unless changed", async () => {
    const ended = vi.fn(() => ({
      data: { endClergyPosting: lists.clergyPostingLists.items[0]!.postings[1]! },
    }));
    renderPage({
      request: { query: EndClergyPostingDocument, variables: { id: "32", input: { endsOn: "2026-03-01" } } },
      result: ended,
    });

    await user.click(
      await screen.findByRole("button", { name: "End The Ven. Joseph Amukoya: Vicar, St Jude's Shibuli" }),
    );
    expect(screen.queryByRole("button", { name: /^End The Rev. Esther Anyango/ })).toBeNull();
    const dialog = within(await screen.findByRole("dialog", { name: "End this posting" }));
    const endsOn = dialog.getByLabelText(/^Ended on/) as HTMLInputElement;
    expect(endsOn.value).toBe(todayInKakamega());
    await user.clear(endsOn);
    await user.type(endsOn, "2026-03-01");
    await user.click(dialog.getByRole("button", { name: "End" }));

    await waitFor(() => expect(ended).toHaveBeenCalled());
    expect(await screen.findByText("The posting was ended")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
