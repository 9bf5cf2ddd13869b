import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageAnswer, PageSite } from "@diocese/site/page-seam";
import { routes } from "../app/router";
import { buildSiteFrame, buildSiteNavigation, buildSiteSettings } from "../features/site/site.fixtures";
import { LibraryDocumentsPageDocument } from "../gql/graphql";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";
import { libraryDocumentsVariables } from "./library-documents.route";
import server from "./server";

const SITE_URL = "https://www.diocese.example";
const REPORT = {
  __typename: "LibraryDocument" as const,
  id: "1",
  title: "Report of the 2026 synod",
  category: "SYNOD_REPORT" as const,
  documentUrl: "/uploads/documents/9f86d081884c7d65a1b2c3d4.pdf",
  publishAt: "2026-11-20T09:00:00.000Z",
};
const listOf = (items: (typeof REPORT)[], page = 1, pageCount = 1) => ({
  libraryDocuments: { __typename: "LibraryDocumentPage" as const, items, page, pageCount },
});

describe("the documents page", () => {
  it("lists the documents with their category, date and PDF, and searches by the words and category in its address", async () => {
    const url = "/documents?q=synod+report&category=SYNOD_REPORT";
    const variables = libraryDocumentsVariables(new URL(url, SITE_URL).searchParams);
    expect(variables).toEqual({ page: 1, pageSize: 20, search: "synod report", category: "SYNOD_REPORT" });
    renderRoute({
      routes,
      url,
      mocks: [
        { request: { query: LibraryDocumentsPageDocument, variables }, result: { data: listOf([REPORT]) } },
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Documents" })).toBeTruthy();
    const search = screen.getByRole("search", { name: "Find a document" });
    expect(within(search).getByRole("searchbox", { name: "Words in the title" })).toHaveProperty(
      "value",
      "synod report",
    );
    // The menu's lists are drawn before the documents arrive: wait for the document's own item.
    const item = (await screen.findByText(REPORT.title)).closest("li")!;
    expect(within(item).getByText("Synod report")).toBeTruthy();
    expect(within(item).getByText("20 November 2026")).toBeTruthy();
    expect(
      within(item)
        .getByRole("link", { name: "Download the PDF: Report of the 2026 synod" })
        .getAttribute("href"),
    ).toBe(REPORT.documentUrl);
  });

  it("leaves out of its question a category the API does not know and a search too long", () => {
    const variables = libraryDocumentsVariables(
      new URLSearchParams({ category: "minutes", q: "x".repeat(200) }),
    );
    expect(variables).toMatchObject({ category: null, search: "x".repeat(120) });
  });
});

describe("the documents page drawn by the server, for a browser without JavaScript", () => {
  const answers: Record<string, unknown> = {
    SiteSettings: buildSiteFrame(buildSiteSettings()),
    SiteNavigation: buildSiteNavigation(),
    LibraryDocumentsPage: listOf([REPORT], 1, 3),
  };
  const site: PageSite = {
    siteUrl: SITE_URL,
    reportDrawingFailure: (error) => {
      throw error;
    },
    runQuery: async (query) => (answers[query.operationName] as Record<string, unknown> | undefined) ?? null,
  };
  const drawn = (answer: PageAnswer) => {
    expect(answer.status).toBe(200);
    const html = answer.status === 200 ? (answer.drawn?.html ?? "") : "";
    return new DOMParser().parseFromString(html, "text/html");
  };

  it("has a search form that asks the server again, the documents, and pages that keep the search", async () => {
    const page = drawn(
      await server.answerPage({ address: "/documents?q=synod&category=FORM", draw: true }, site),
    );

    const form = page.querySelector("form[role=search]")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/documents");
    expect(form.querySelector<HTMLInputElement>("input[name=q]")?.value).toBe("synod");
    expect(form.querySelector<HTMLSelectElement>("select[name=category]")?.value).toBe("FORM");
    expect(form.querySelector("button[type=submit]")?.textContent).toBe("Find");
    const download = [...page.querySelectorAll("a")].find((link) => link.textContent?.startsWith("Download"));
    expect(download?.getAttribute("href")).toBe(REPORT.documentUrl);
    const pages = [...page.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(pages).toContain("/documents?q=synod&category=FORM&page=2");
  });

  it("is in Kiswahili at /sw/documents, its form asking the Kiswahili page again", async () => {
    missingMessages.clear();
    const page = drawn(await server.answerPage({ address: "/sw/documents", draw: true }, site));
    expect(page.querySelector("h1")?.textContent).toBe("Nyaraka");
    expect(page.querySelector("form[role=search]")?.getAttribute("action")).toBe("/sw/documents");
    expect(page.body.textContent).toContain("Ripoti ya sinodi");
    expect([...missingMessages]).toEqual([]);
  });
});
