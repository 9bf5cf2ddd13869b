import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { UpdateSlideDocument, type AdminSlideFieldsFragment } from "../gql/graphql";
import { SlideForm } from "./slide-form";

const slide: AdminSlideFieldsFragment = {
  __typename: "Slide",
  id: "4",
  title: "Synod 2026",
  caption: "Delegates at the cathedral",
  imageUrl: "/media/slide-4.jpg",
  image: null,
  position: 0,
  kiswahili: [{ __typename: "TextTranslation", field: "title", text: "Sinodi 2026" }],
  needsTranslation: true,
};

describe("the slide form", () => {
  it("edits the caption's Kiswahili version and sends the whole set with the slide", async () => {
    const onClose = vi.fn();
    renderUi(<SlideForm slide={slide} onClose={onClose} />, [
      {
        request: {
          query: UpdateSlideDocument,
          variables: {
            id: "4",
            image: null,
            input: {
              title: "Synod 2026",
              caption: "Delegates at the cathedral",
              imageFocalPoint: { x: 0.5, y: 0.5 },
              kiswahili: [
                { field: "title", text: "Sinodi 2026" },
                { field: "caption", text: "Wajumbe kanisani" },
              ],
            },
          },
        },
        result: { data: { updateSlide: { ...slide, needsTranslation: false } } },
      },
    ]);

    expect(screen.getByLabelText<HTMLInputElement>(/^Caption heading \(Kiswahili\)/).value).toBe(
      "Sinodi 2026",
    );
    await userEvent.type(screen.getByLabelText(/^Caption info \(Kiswahili\)/), "Wajumbe kanisani");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Slide updated")).toBeTruthy();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
