import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { LibraryDocumentsPageDocument } from "../gql/graphql";
import { renderRoute } from "../test/render-route";
import { libraryDocumentsVariables } from "./library-documents.route";

const ITEM = {
  __typename: "LibraryDocument" as const,
  id: "1",
  title: "A first library document",
  publishAt: "2026-11-20T09:00:00.000Z",
};

describe("the library documents page", () => {
  it("lists the published ones", async () => {
    renderRoute({
      routes,
      url: "/library-documents",
      mocks: [
        {
          request: {
            query: LibraryDocumentsPageDocument,
            variables: libraryDocumentsVariables(new URLSearchParams()),
          },
          result: {
            data: {
              libraryDocuments: { __typename: "LibraryDocumentPage", items: [ITEM], page: 1, pageCount: 1 },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Library documents" })).toBeTruthy();
    expect(await screen.findByText("A first library document")).toBeTruthy();
  });
});
