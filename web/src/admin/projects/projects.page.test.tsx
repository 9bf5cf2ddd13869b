import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminProjectsDocument,
  UpdateProjectDocument,
  type AdminProjectFieldsFragment,
  type AdminProjectsQuery,
} from "../gql/graphql";

const project: AdminProjectFieldsFragment = {
  __typename: "Project",
  id: "7",
  title: "Cathedral roof",
  slug: "cathedral-roof",
  summary: "A new roof for the cathedral.",
  body: "<p>The roof leaks.</p>",
  status: "PLANNED",
  targetAmountKes: 600000,
  amountRaisedKes: 150000,
  featured: true,
  imageUrl: null,
  image: null,
  kiswahili: [{ __typename: "TextTranslation", field: "title", text: "Paa la Kanisa Kuu" }],
  needsTranslation: true,
};

const listMock = (): MockLink.MockedResponse<AdminProjectsQuery> => ({
  request: { query: AdminProjectsDocument },
  result: {
    data: { projects: { __typename: "ProjectPage", items: [project], total: 1 } },
  },
});

afterEach(() => missingMessages.clear());

describe("the projects section", () => {
  it("speaks Kiswahili to a member whose language is Kiswahili: the list and the form", async () => {
    renderRoute({
      routes,
      url: "/admin/projects",
      mocks: [meMock(buildStaff({ language: "SW" })), listMock()],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Miradi" })).toBeTruthy();
    expect(await screen.findByText("Cathedral roof")).toBeTruthy();
    expect(screen.getByText("Umepangwa")).toBeTruthy();
    expect(screen.getByText("Ombi lililoangaziwa")).toBeTruthy();
    expect(screen.getByText("Inahitaji tafsiri")).toBeTruthy();
    expect(screen.getByText("KES 150,000 zimechangwa kati ya KES 600,000")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Ongeza Mradi" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ongeza Mradi" }));
    expect(dialog.getByLabelText(/^Jina la mradi \(Kiswahili\)/)).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Ongeza mradi" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard\w*\./);
    expect([...missingMessages]).toEqual([]);
  });

  it("keeps a project's Kiswahili texts and sends the whole set when it is saved", async () => {
    const update = vi.fn(() => ({ data: { updateProject: project } }));
    renderRoute({
      routes,
      url: "/admin/projects",
      mocks: [
        meMock(buildStaff()),
        listMock(),
        listMock(),
        {
          request: { query: UpdateProjectDocument, variables: () => true },
          result: update,
        },
      ],
    });

    await userEvent.click(await screen.findByRole("button", { name: "Edit Cathedral roof" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit project" }));
    const title = dialog.getByLabelText<HTMLInputElement>(/^Title \(Kiswahili\)/);
    expect(title.value).toBe("Paa la Kanisa Kuu");
    await userEvent.type(dialog.getByLabelText(/^Summary \(Kiswahili\)/), "Paa jipya la Kanisa Kuu.");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));

    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [variables] = update.mock.calls[0] as unknown as [{ input: { kiswahili: unknown } }];
    expect(variables.input.kiswahili).toEqual([
      { field: "title", text: "Paa la Kanisa Kuu" },
      { field: "summary", text: "Paa jipya la Kanisa Kuu." },
      { field: "body", text: "" },
    ]);
  });
});
