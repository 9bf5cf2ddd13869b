import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminUsersDocument,
  CreateAdminUserDocument,
  SetAdminUserRoleDocument,
  StaffScopeChoicesDocument,
  type AdminUserFieldsFragment,
  type AdminUsersQuery,
  type StaffScopeChoicesQuery,
} from "../gql/graphql";

const account = (overrides: Partial<AdminUserFieldsFragment> = {}): AdminUserFieldsFragment => ({
  __typename: "AdminUser",
  id: "2",
  name: "Mary Atieno",
  email: "mary@diocese.example",
  username: "mary",
  phone: null,
  role: "EDITOR",
  parish: null,
  department: null,
  archdeaconry: null,
  active: true,
  lastSignInAt: null,
  ...overrides,
});

const listMock = (users: AdminUserFieldsFragment[]): MockLink.MockedResponse<AdminUsersQuery> => ({
  request: { query: AdminUsersDocument },
  result: { data: { adminUsers: users } },
});

const choicesMock: MockLink.MockedResponse<StaffScopeChoicesQuery> = {
  request: { query: StaffScopeChoicesDocument },
  result: {
    data: {
      archdeaconries: [
        {
          __typename: "Archdeaconry",
          id: "1",
          name: "Butere",
          parishes: [
            { __typename: "Parish", id: "7", name: "St Luke's" },
            { __typename: "Parish", id: "8", name: "St Mark's" },
          ],
        },
      ],
      departments: [{ __typename: "Department", id: "3", name: "Mothers' Union" }],
    },
  },
};

describe("the Users page's roles", () => {
  it("shows each person's role with the parish or department it keeps", async () => {
    renderRoute({
      routes,
      url: "/admin/users",
      mocks: [
        meMock(buildStaff()),
        listMock([
          account({ role: "PARISH_EDITOR", parish: { __typename: "Parish", id: "7", name: "St Luke's" } }),
          account({
            id: "3",
            name: "John Were",
            role: "DEPARTMENT_EDITOR",
            department: { __typename: "Department", id: "3", name: "Mothers' Union" },
          }),
          account({ id: "4", name: "Ann Orphaned", role: "PARISH_EDITOR", parish: null }),
          account({
            id: "5",
            name: "Ven. Joseph Okwiri",
            role: "ARCHDEACON",
            archdeaconry: { __typename: "Archdeaconry", id: "1", name: "Butere" },
          }),
          account({ id: "6", name: "Ven. Ruth Anyango", role: "ARCHDEACON", archdeaconry: null }),
        ]),
        choicesMock,
      ],
    });
    expect(await screen.findByText("Parish editor of St Luke's")).toBeTruthy();
    expect(screen.getByText("Department editor of Mothers' Union")).toBeTruthy();
    expect(screen.getByText("Parish editor (no parish: choose one)")).toBeTruthy();
    expect(screen.getByText("Archdeacon of Butere")).toBeTruthy();
    expect(screen.getByText("Archdeacon (no archdeaconry: choose one)")).toBeTruthy();
  });

  it("writes when each person last signed in as the dashboard's other lists write dates", async () => {
    renderRoute({
      routes,
      url: "/admin/users",
      mocks: [
        meMock(buildStaff()),
        // 00:05 on 10 June in Kakamega.
        listMock([account({ lastSignInAt: "2026-06-09T21:05:00.000Z" })]),
        choicesMock,
      ],
    });
    const row = (await screen.findByText("Mary Atieno")).closest("tr")!;
    expect(within(row).getByText("10 Jun 2026, 00:05")).toBeTruthy();
  });

  it("asks for the parish of a new parish editor, and sends it with the role", async () => {
    const made = account({
      id: "9",
      name: "Grace Auma",
      role: "PARISH_EDITOR",
      parish: { __typename: "Parish", id: "8", name: "St Mark's" },
    });
    const create = vi.fn(() => ({
      data: {
        createAdminUser: {
          __typename: "AdminUserWithPassword" as const,
          password: "x".repeat(16),
          user: made,
        },
      },
    }));
    renderRoute({
      routes,
      url: "/admin/users",
      mocks: [
        meMock(buildStaff()),
        listMock([]),
        choicesMock,
        {
          request: {
            query: CreateAdminUserDocument,
            variables: {
              input: {
                name: "Grace Auma",
                email: "grace@diocese.example",
                username: "grace",
                phone: null,
                role: "PARISH_EDITOR",
                parishId: "8",
                departmentId: null,
                archdeaconryId: null,
              },
            },
          },
          result: create,
        },
        listMock([made]),
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add an editor" }));
    const form = within(await screen.findByRole("dialog", { name: "Add an editor" }));
    expect(form.queryByLabelText(/^parish/i)).toBeNull();
    await userEvent.type(form.getByLabelText(/^full name/i), "Grace Auma");
    await userEvent.type(form.getByLabelText(/^e-mail/i), "grace@diocese.example");
    await userEvent.type(form.getByLabelText(/^username/i), "grace");
    await userEvent.selectOptions(form.getByLabelText(/^role/i), "PARISH_EDITOR");
    await userEvent.click(form.getByRole("button", { name: "Add account" }));
    expect(await form.findByText("Parish is required.")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await userEvent.selectOptions(form.getByLabelText(/^parish/i), "St Mark's (Butere)");
    await userEvent.click(form.getByRole("button", { name: "Add account" }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect((await screen.findByLabelText("Generated password")).textContent).toBe("x".repeat(16));
  });

  it("changes someone's role to department editor of the department chosen", async () => {
    const setRole = vi.fn(() => ({
      data: {
        setAdminUserRole: account({
          role: "DEPARTMENT_EDITOR",
          department: { __typename: "Department", id: "3", name: "Mothers' Union" },
        }),
      },
    }));
    renderRoute({
      routes,
      url: "/admin/users",
      mocks: [
        meMock(buildStaff()),
        listMock([account()]),
        choicesMock,
        {
          request: {
            query: SetAdminUserRoleDocument,
            variables: {
              id: "2",
              input: {
                role: "DEPARTMENT_EDITOR",
                parishId: null,
                departmentId: "3",
                archdeaconryId: null,
              },
            },
          },
          result: setRole,
        },
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Change the role of Mary Atieno" }));
    const form = within(await screen.findByRole("dialog", { name: "Change the role of Mary Atieno" }));
    await userEvent.selectOptions(form.getByLabelText(/^role/i), "DEPARTMENT_EDITOR");
    await userEvent.selectOptions(form.getByLabelText(/^department/i), "Mothers' Union");
    await userEvent.click(form.getByRole("button", { name: "Save role" }));
    await vi.waitFor(() => expect(setRole).toHaveBeenCalledOnce());
    expect(await screen.findByText("Department editor of Mothers' Union")).toBeTruthy();
  });
});

describe("the Users page's archdeacons", () => {
  it("asks for the archdeaconry of a new archdeacon, and sends it with the role alone", async () => {
    const made = account({
      id: "9",
      name: "Ven. Joseph Okwiri",
      role: "ARCHDEACON",
      archdeaconry: { __typename: "Archdeaconry", id: "1", name: "Butere" },
    });
    const create = vi.fn(() => ({
      data: {
        createAdminUser: {
          __typename: "AdminUserWithPassword" as const,
          password: "y".repeat(16),
          user: made,
        },
      },
    }));
    const input = {
      name: "Ven. Joseph Okwiri",
      email: "okwiri@diocese.example",
      username: "okwiri",
      phone: null,
      role: "ARCHDEACON",
      parishId: null,
      departmentId: null,
      archdeaconryId: "1",
    };
    renderRoute({
      routes,
      url: "/admin/users",
      mocks: [
        meMock(buildStaff()),
        listMock([]),
        choicesMock,
        { request: { query: CreateAdminUserDocument, variables: { input } }, result: create },
        listMock([made]),
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add an editor" }));
    const form = within(await screen.findByRole("dialog", { name: "Add an editor" }));
    expect(form.queryByLabelText(/^archdeaconry/i)).toBeNull();
    await userEvent.type(form.getByLabelText(/^full name/i), input.name);
    await userEvent.type(form.getByLabelText(/^e-mail/i), input.email);
    await userEvent.type(form.getByLabelText(/^username/i), input.username);
    // A parish chosen for another role first is not sent with this one.
    await userEvent.selectOptions(form.getByLabelText(/^role/i), "PARISH_EDITOR");
    await userEvent.selectOptions(form.getByLabelText(/^parish/i), "St Mark's (Butere)");
    await userEvent.selectOptions(
      form.getByLabelText(/^role/i),
      "Archdeacon: reads the records of their archdeaconry's parishes; changes nothing",
    );
    expect(form.queryByLabelText(/^parish/i)).toBeNull();
    await userEvent.click(form.getByRole("button", { name: "Add account" }));
    expect(await form.findByText("Archdeaconry is required.")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await userEvent.selectOptions(form.getByLabelText(/^archdeaconry/i), "Butere");
    await userEvent.click(form.getByRole("button", { name: "Add account" }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect((await screen.findByLabelText("Generated password")).textContent).toBe("y".repeat(16));
    expect(await screen.findByText("Archdeacon of Butere")).toBeTruthy();
  });

  it("makes a parish editor the archdeacon of the archdeaconry chosen, and shows their archdeaconry when it changes again", async () => {
    const archdeacon = account({
      role: "ARCHDEACON",
      archdeaconry: { __typename: "Archdeaconry", id: "1", name: "Butere" },
    });
    const setRole = vi.fn(() => ({ data: { setAdminUserRole: archdeacon } }));
    renderRoute({
      routes,
      url: "/admin/users",
      mocks: [
        meMock(buildStaff()),
        listMock([
          account({ role: "PARISH_EDITOR", parish: { __typename: "Parish", id: "7", name: "St Luke's" } }),
        ]),
        choicesMock,
        {
          request: {
            query: SetAdminUserRoleDocument,
            variables: {
              id: "2",
              input: { role: "ARCHDEACON", parishId: null, departmentId: null, archdeaconryId: "1" },
            },
          },
          result: setRole,
        },
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Change the role of Mary Atieno" }));
    const form = within(await screen.findByRole("dialog", { name: "Change the role of Mary Atieno" }));
    await userEvent.selectOptions(form.getByLabelText(/^role/i), "ARCHDEACON");
    await userEvent.selectOptions(form.getByLabelText(/^archdeaconry/i), "Butere");
    await userEvent.click(form.getByRole("button", { name: "Save role" }));
    await vi.waitFor(() => expect(setRole).toHaveBeenCalledOnce());
    expect(await screen.findByText("Archdeacon of Butere")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Change the role of Mary Atieno" }));
    const again = within(await screen.findByRole("dialog", { name: "Change the role of Mary Atieno" }));
    expect((again.getByLabelText(/^archdeaconry/i) as HTMLSelectElement).value).toBe("1");
  });
});

describe("the Users page in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/users",
      mocks: [
        meMock(buildStaff({ language: "SW" })),
        listMock([
          account({ role: "PARISH_EDITOR", parish: { __typename: "Parish", id: "7", name: "St Luke's" } }),
          account({ id: "3", name: "John Were", active: false }),
        ]),
        choicesMock,
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Watumiaji" })).toBeTruthy();
    expect(await screen.findByText("Mary Atieno")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Jukumu" })).toBeTruthy();
    expect(screen.getByText("Imezimwa")).toBeTruthy();
    expect(screen.getAllByText("Hajawahi kuingia")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Washa tena akaunti ya John Were" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ongeza mhariri" }));
    const form = within(await screen.findByRole("dialog", { name: "Ongeza mhariri" }));
    expect(form.getByLabelText(/^Jina kamili/)).toBeTruthy();
    expect(form.getByRole("option", { name: "Mhariri: anasimamia maudhui yote ya tovuti" })).toBeTruthy();
    await userEvent.selectOptions(form.getByLabelText(/^Jukumu/), "ARCHDEACON");
    expect(form.getByLabelText(/^Archdeaconry/)).toBeTruthy();
    expect(form.getByRole("option", { name: "Chagua Archdeaconry" })).toBeTruthy();
    expect(form.getByRole("button", { name: "Ongeza akaunti" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard(Users)?\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
