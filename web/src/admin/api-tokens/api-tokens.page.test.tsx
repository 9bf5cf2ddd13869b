import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
  type ApiTokenFieldsFragment,
  type ApiTokensQuery,
} from "../gql/graphql";

const TOKEN_TEXT = `dioc_${"A".repeat(43)}`;

const apiToken = (overrides: Partial<ApiTokenFieldsFragment> = {}): ApiTokenFieldsFragment => ({
  __typename: "ApiToken",
  id: "1",
  name: "Parish app sync",
  scopes: ["WRITE_CONTENT"],
  prefix: "dioc_AAAAAAAA",
  createdAt: "2026-06-01T07:00:00.000Z",
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const listMock = (tokens: ApiTokenFieldsFragment[]): MockLink.MockedResponse<ApiTokensQuery> => ({
  request: { query: ApiTokensDocument },
  result: { data: { apiTokens: tokens } },
});

describe("the API tokens page", () => {
  it("lists the tokens with their scopes, start, last use and whether they are revoked", async () => {
    renderRoute({
      routes,
      url: "/admin/api-tokens",
      mocks: [
        meMock(buildStaff()),
        listMock([
          apiToken({ scopes: ["READ_PRIVATE", "WRITE_CONTENT"], lastUsedAt: "2026-06-02T07:00:00.000Z" }),
          apiToken({ id: "2", name: "Old website", revokedAt: "2026-06-11T22:30:00.000Z" }),
        ]),
      ],
    });
    const row = (await screen.findByText("Parish app sync")).closest("tr")!;
    expect(within(row).getByText("Read private data, Write content")).toBeTruthy();
    expect(within(row).getByText("dioc_AAAAAAAA…")).toBeTruthy();
    expect(within(row).queryByText("Never")).toBeTruthy();
    expect(within(row).getByText("2 Jun 2026, 10:00")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Revoke Parish app sync" })).toBeTruthy();
    const revoked = screen.getByText("Old website").closest("tr")!;
    expect(within(revoked).getByText("Revoked 12 Jun 2026")).toBeTruthy();
    expect(within(revoked).queryByRole("button", { name: /revoke/i })).toBeNull();
  });

  it("makes a token and shows its text once, with the warning that it will not be shown again", async () => {
    const made = apiToken({ name: "Synod office", scopes: ["READ_PRIVATE"] });
    renderRoute({
      routes,
      url: "/admin/api-tokens",
      mocks: [
        meMock(buildStaff()),
        listMock([]),
        {
          request: {
            query: CreateApiTokenDocument,
            variables: { input: { name: "Synod office", scopes: ["READ_PRIVATE"], expiresAt: null } },
          },
          result: {
            data: { createApiToken: { __typename: "NewApiToken", token: TOKEN_TEXT, apiToken: made } },
          },
        },
        listMock([made]),
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Make a token" }));
    const form = within(await screen.findByRole("dialog", { name: "Make an API token" }));
    await userEvent.type(form.getByLabelText(/^name/i), "Synod office");
    await userEvent.click(form.getByText(/^read private data/i));
    await userEvent.click(form.getByRole("button", { name: "Make token" }));

    const shown = within(await screen.findByRole("dialog", { name: "The token for Synod office" }));
    expect(shown.getByLabelText("New API token").textContent).toBe(TOKEN_TEXT);
    expect(shown.getByText("Copy this token now. It will not be shown again.")).toBeTruthy();
    expect(shown.getByRole("button", { name: "Copy" })).toBeTruthy();
  });

  it("revokes a token only once confirmed", async () => {
    const revoke = vi.fn(() => ({
      data: { revokeApiToken: apiToken({ revokedAt: "2026-06-03T07:00:00.000Z" }) },
    }));
    renderRoute({
      routes,
      url: "/admin/api-tokens",
      mocks: [
        meMock(buildStaff()),
        listMock([apiToken()]),
        { request: { query: RevokeApiTokenDocument, variables: { id: "1" } }, result: revoke },
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Revoke Parish app sync" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Revoke Parish app sync?" }));
    expect(revoke).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole("button", { name: "Revoke" }));
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledOnce());
  });

  it("tells an editor that the page is not for their role, with no button to make a token", async () => {
    renderRoute({ routes, url: "/admin/api-tokens", mocks: [meMock(buildStaff({ role: "EDITOR" }))] });
    expect(await screen.findByRole("heading", { name: "This page is not for your role" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Make a token" })).toBeNull();
  });

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/api-tokens",
      mocks: [
        meMock(buildStaff({ language: "SW" })),
        listMock([apiToken({ id: "2", name: "Old website", revokedAt: "2026-06-11T22:30:00.000Z" })]),
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Tokeni za API" })).toBeTruthy();
    const row = (await screen.findByText("Old website")).closest("tr")!;
    expect(within(row).getByText("Kuandika maudhui")).toBeTruthy();
    expect(within(row).getByText("Haiishi")).toBeTruthy();
    expect(within(row).getByText("Haijatumika bado")).toBeTruthy();
    expect(within(row).getByText(/^Ilibatilishwa /)).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Ruhusa" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Tengeneza tokeni" }));
    const form = within(await screen.findByRole("dialog", { name: "Tengeneza tokeni ya API" }));
    expect(form.getByLabelText(/^Jina/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard(ApiTokens)?\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});

afterEach(() => missingMessages.clear());
