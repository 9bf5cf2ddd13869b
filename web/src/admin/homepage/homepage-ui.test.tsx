import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminBishopMessagesDocument,
  AdminSlidesDocument,
  type AdminBishopMessagesQuery,
  type AdminSlidesQuery,
} from "../gql/graphql";

const slidesMock: MockLink.MockedResponse<AdminSlidesQuery> = {
  request: { query: AdminSlidesDocument },
  result: {
    data: {
      slides: [
        {
          __typename: "Slide",
          id: "1",
          title: "Synod 2026",
          caption: "Delegates at the cathedral",
          imageUrl: "/media/slide-1.jpg",
          image: null,
          position: 0,
          kiswahili: [],
          needsTranslation: true,
        },
      ],
    },
  },
};

const messagesMock: MockLink.MockedResponse<AdminBishopMessagesQuery> = {
  request: { query: AdminBishopMessagesDocument },
  result: {
    data: {
      bishopMessages: {
        __typename: "BishopMessagePage",
        total: 1,
        items: [
          {
            __typename: "BishopMessage",
            id: "12",
            bishopName: "The Rt. Rev. Placeholder",
            heading: "Lent",
            message: "Let us pray.",
            imageUrl: null,
            image: null,
            status: "PUBLISHED",
            publishAt: "2026-11-01T07:00:00.000Z",
            createdAt: "2026-11-01T07:00:00.000Z",
            updatedAt: "2026-11-01T07:00:00.000Z",
            kiswahili: [{ __typename: "TextTranslation", field: "heading", text: "Kwaresima" }],
            needsTranslation: false,
          },
        ],
      },
      currentBishopMessage: { __typename: "BishopMessage", id: "12" },
    },
  },
};

afterEach(() => missingMessages.clear());

describe("the homepage's screen", () => {
  it("speaks Kiswahili to a member of staff whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/ui/homepage",
      mocks: [meMock(buildStaff({ language: "SW" })), slidesMock, messagesMock],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Ukurasa wa mwanzo" })).toBeTruthy();
    const slides = within(screen.getByRole("region", { name: "Picha za slaidi" }));
    expect(slides.getByText("Chagua picha zisizozidi 10")).toBeTruthy();
    expect(slides.getByRole("button", { name: "Pakia slaidi" })).toBeTruthy();
    // The slide (its text as written) and that it has no Kiswahili yet.
    expect(await slides.findByText("Synod 2026")).toBeTruthy();
    expect(slides.getByText("Inahitaji tafsiri")).toBeTruthy();
    expect(slides.getByText("Slaidi zilizopo, kwa mpangilio wake (1 kati ya 10)")).toBeTruthy();

    const bishop = within(screen.getByRole("region", { name: "Taarifa za Askofu" }));
    expect(bishop.getByLabelText(/^Jina la Askofu/)).toBeTruthy();
    expect(bishop.getByLabelText(/^Kichwa cha ujumbe \(Kiswahili\)/)).toBeTruthy();
    expect(bishop.getByRole("radio", { name: "Hifadhi kama rasimu" })).toBeTruthy();
    expect(bishop.getByRole("button", { name: "Chapisha ujumbe" })).toBeTruthy();
    expect(await bishop.findByText("Unaoonyeshwa")).toBeTruthy();
    expect(bishop.getByRole("button", { name: "Hariri Lent" })).toBeTruthy();

    expect(document.body.textContent).not.toMatch(/dashboard\w*\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
