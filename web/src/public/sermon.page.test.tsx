import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { SermonPageDocument, SermonsPageDocument } from "../gql/graphql";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";
import { sermonsVariables } from "./sermons.route";

const SERMON = {
  __typename: "Sermon" as const,
  id: "1",
  title: "God so loved the world",
  slug: "god-so-loved-the-world",
  preacher: "The Rt Rev. Dr. Joseph Wasonga",
  preachedOn: "2026-11-15",
  series: "The Gospel of John",
  passages: [
    {
      __typename: "SermonPassage" as const,
      book: "JHN",
      reference: "John 3:16-21",
      referenceSw: "Yohana 3:16-21",
    },
    { __typename: "SermonPassage" as const, book: "ROM", reference: "Romans 8", referenceSw: "Warumi 8" },
  ],
};

const sermonMock = {
  request: { query: SermonPageDocument, variables: { slug: SERMON.slug } },
  result: {
    data: {
      sermon: {
        ...SERMON,
        notes: "<p>The love of God that sends, saves and keeps.</p>",
        videoUrl: null,
        fallsBackToEnglish: false,
        parish: null,
        audio: {
          __typename: "SermonAudio" as const,
          url: "/uploads/audio/0123456789abcdef01234567.mp3",
          contentType: "audio/mpeg",
          durationSeconds: 1325,
        },
      },
    },
  },
};

describe("a sermon's page", () => {
  it("offers the recording in a player that downloads nothing until pressed, and the passages", async () => {
    const { container } = renderRoute({ routes, url: `/sermons/${SERMON.slug}`, mocks: [sermonMock] });

    expect(await screen.findByRole("heading", { level: 1, name: SERMON.title })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Listen (22:05)" })).toBeTruthy();
    const audio = container.querySelector("audio")!;
    expect(audio.getAttribute("preload")).toBe("none");
    expect(audio.hasAttribute("controls")).toBe(true);
    expect(audio.querySelector("source")!.getAttribute("src")).toBe(
      "/uploads/audio/0123456789abcdef01234567.mp3",
    );
    const readings = screen.getByRole("list", { name: "Bible readings" });
    expect(
      within(readings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["John 3:16-21", "Romans 8"]);
  });

  it("names the books in Kiswahili at /sw", async () => {
    missingMessages.clear();
    renderRoute({ routes, url: `/sw/sermons/${SERMON.slug}`, mocks: [sermonMock] });
    expect(await screen.findByRole("heading", { name: "Sikiliza (22:05)" })).toBeTruthy();
    expect(screen.getByText("Yohana 3:16-21")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});

describe("the sermons list", () => {
  it("lists the sermons with a filter form that works without JavaScript", async () => {
    const search = new URLSearchParams("book=JHN");
    renderRoute({
      routes,
      url: "/sermons?book=JHN",
      mocks: [
        {
          request: { query: SermonsPageDocument, variables: sermonsVariables(search) },
          result: {
            data: {
              sermons: { __typename: "SermonPage", items: [SERMON], page: 1, pageCount: 1 },
              sermonFilters: {
                __typename: "SermonFilters",
                preachers: [SERMON.preacher],
                series: [SERMON.series],
                books: ["JHN", "ROM"],
                years: [2026],
              },
            },
          },
        },
      ],
    });

    expect(await screen.findByRole("link", { name: SERMON.title })).toBeTruthy();
    const form = screen.getByRole("search", { name: "Filter the sermons" });
    expect(form.getAttribute("method")).toBe("get");
    const book = within(form).getByRole("combobox", { name: "Book of the Bible" }) as HTMLSelectElement;
    expect(book.value).toBe("JHN");
    expect([...book.options].map((option) => option.textContent)).toEqual(["Any book", "John", "Romans"]);
  });
});
