import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";
import { renderUi } from "../test/render-ui";
import {
  AdminNewsListDocument,
  SetMyLanguageDocument,
  type AdminNewsFieldsFragment,
  type AdminNewsListQuery,
  type NewsArticleInput,
} from "./gql/graphql";
import { NewsForm } from "./news/news-form";
import { publicationValues } from "./publication/publication";

const article: AdminNewsFieldsFragment = {
  __typename: "NewsArticle",
  id: "1",
  title: "Synod opens",
  slug: "synod-opens",
  preview: "The diocesan synod met at the cathedral.",
  body: "<p>The diocesan synod met at the cathedral.</p>",
  imageUrl: null,
  image: null,
  status: "PUBLISHED",
  publishAt: "2030-03-02T07:30:00.000Z",
  parish: null,
  createdAt: "2030-03-01T09:00:00.000Z",
  updatedAt: "2030-03-01T09:00:00.000Z",
  kiswahili: [],
  needsTranslation: true,
};

const listMock = (
  variables: { page: number; needsTranslation?: boolean },
  items = [article],
): MockLink.MockedResponse<AdminNewsListQuery> => ({
  request: { query: AdminNewsListDocument, variables },
  result: {
    data: {
      newsArticles: { __typename: "NewsArticlePage", items, page: 1, pageCount: 1, total: items.length },
    },
  },
});

afterEach(() => missingMessages.clear());

describe("the dashboard in the member of staff's language", () => {
  it("speaks Kiswahili to a member whose language is Kiswahili: the menu, a list and a form", async () => {
    renderRoute({
      routes,
      url: "/admin/news",
      mocks: [meMock(buildStaff({ language: "SW" })), listMock({ page: 1 })],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Habari" })).toBeTruthy();
    const sidebar = within(screen.getByRole("navigation", { name: "Dashibodi" }));
    expect(sidebar.getByRole("link", { name: "Matukio" })).toBeTruthy();
    expect(sidebar.getByRole("link", { name: "Mipangilio ya akaunti" })).toBeTruthy();
    expect(screen.getByText("Msimamizi wa Mfumo")).toBeTruthy();
    // The list: the article (content stays as written) with its badge and a date in sw-KE.
    expect(await screen.findByText("Synod opens")).toBeTruthy();
    expect(screen.getByText("Inahitaji tafsiri")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Simamia Habari" })).toBeTruthy();
    // The form, with its Kiswahili fields.
    expect(screen.getByRole("heading", { name: "Andika Habari" })).toBeTruthy();
    expect(screen.getByLabelText(/^Kichwa \(Kiswahili\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Chapisha makala" })).toBeTruthy();
    // The article's editors (English and Kiswahili), whose code loads lazily, with their toolbars.
    expect(await screen.findAllByTitle("Herufi nzito")).toHaveLength(2);
    expect(screen.getAllByTitle("Kiungo")).toHaveLength(2);
    expect(screen.queryByTitle("Bold")).toBeNull();
    expect(document.documentElement.lang).toBe("sw-KE");
    expect(document.body.textContent).not.toMatch(/dashboard\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });

  it("changes language from the profile menu, saving the choice, and the dashboard follows", async () => {
    const setLanguage = vi.fn(() => ({
      data: { setMyLanguage: { __typename: "AdminUser" as const, id: "1", language: "SW" as const } },
    }));
    renderRoute({
      routes,
      url: "/admin/news",
      mocks: [
        meMock(buildStaff()),
        listMock({ page: 1 }),
        { request: { query: SetMyLanguageDocument, variables: { language: "SW" } }, result: setLanguage },
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "News" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Diocesan Office/ }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "Kiswahili" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Habari" })).toBeTruthy();
    expect(setLanguage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("navigation", { name: "Dashibodi" })).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("lists only the articles that need translation when staff ask for them", async () => {
    const untranslated = { ...article, id: "5", title: "Harvest plans", slug: "harvest-plans" };
    renderRoute({
      routes,
      url: "/admin/news",
      mocks: [
        meMock(buildStaff()),
        listMock({ page: 1 }, [{ ...article, needsTranslation: false }]),
        listMock({ page: 1, needsTranslation: true }, [untranslated]),
      ],
    });

    expect(await screen.findByText("Synod opens")).toBeTruthy();
    expect(screen.queryByText("Needs translation")).toBeNull();
    await userEvent.click(screen.getByText("Only what needs translation"));

    expect(await screen.findByText("Harvest plans")).toBeTruthy();
    expect(screen.queryByText("Synod opens")).toBeNull();
    expect(screen.getByText("Needs translation")).toBeTruthy();
  });
});

describe("the Kiswahili fields of the news form", () => {
  it("start from the saved translation and send the whole set with the article", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderUi(
      <NewsForm
        initial={{ title: "Synod opens", body: "<p>The synod met.</p>", ...publicationValues(null) }}
        kiswahili={[{ field: "title", text: "Sinodi yafunguliwa" }]}
        submitLabel="Save changes"
        busyLabel="Saving…"
        progress={null}
        onSubmit={onSubmit}
      />,
    );

    const title = screen.getByLabelText<HTMLInputElement>(/^Title \(Kiswahili\)/);
    expect(title.value).toBe("Sinodi yafunguliwa");
    await userEvent.clear(title);
    await userEvent.type(title, "Sinodi ya Dayosisi yafunguliwa");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]![0] as NewsArticleInput;
    expect(input.title).toBe("Synod opens");
    expect(input.kiswahili).toEqual([
      { field: "title", text: "Sinodi ya Dayosisi yafunguliwa" },
      { field: "body", text: "" },
    ]);
  });
});
