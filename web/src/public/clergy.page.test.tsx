import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { ClergyDirectoryDocument } from "../gql/graphql";
import { renderRoute } from "../test/render-route";
import { clergyVariables } from "./clergy.route";

const VICAR = {
  __typename: "ClergyMember" as const,
  id: "1",
  slug: "mary-khavere",
  styledName: "The Rev. Mary Khavere",
  image: null,
  postings: [
    {
      __typename: "ClergyPosting" as const,
      id: "9",
      role: "VICAR" as const,
      roleName: null,
      office: null,
      startsOn: "2025-01-15",
      endsOn: null,
      tookEffectAt: "2025-01-15T03:00:00.000Z",
      parish: { __typename: "Parish" as const, id: "3", slug: "st-peters-butere", name: "St Peter's Butere" },
      archdeaconry: null,
    },
  ],
};

describe("the clergy directory", () => {
  it("lists the clergy found with where each serves now, and searches by a plain form", async () => {
    renderRoute({
      routes,
      url: "/clergy?q=butere",
      mocks: [
        {
          request: {
            query: ClergyDirectoryDocument,
            variables: clergyVariables(new URLSearchParams("q=butere")),
          },
          result: {
            data: {
              clergy: { __typename: "ClergyMemberPage", items: [VICAR], page: 1, pageCount: 1, total: 1 },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Our Clergy" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "The Rev. Mary Khavere" });
    expect(link.getAttribute("href")).toBe("/clergy/mary-khavere");
    expect(screen.getByText("Vicar, St Peter's Butere")).toBeTruthy();
    const search = screen.getByRole("search", { name: "Search the clergy" });
    expect(search.getAttribute("method")).toBe("get");
    expect((screen.getByLabelText("Name, parish or archdeaconry") as HTMLInputElement).value).toBe("butere");
  });
});
