import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { pickSlides, SlidePicker, type NewSlide } from "./slide-picker";

const pictures = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => new File([new Uint8Array(8)], `photo-${index + 1}.png`, { type: "image/png" }),
  );

describe("the slide picker", () => {
  it("refuses more pictures than the carousel has room for", async () => {
    const onUpload = vi.fn();
    renderUi(<SlidePicker room={10} progress={null} onUpload={onUpload} />);

    await userEvent.upload(screen.getByLabelText(/Select at most 10 Images/), pictures(11));

    expect(screen.getByText(/You chose 11 pictures, but the carousel has room for 10 more/)).toBeTruthy();
    expect(screen.queryByLabelText(/Caption heading of picture 1/)).toBeNull();
    expect((screen.getByRole("button", { name: "Upload slide" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("counts the slides already in the carousel", () => {
    expect(pickSlides(pictures(3), 2).error).toMatch(/room for 2 more/);
    expect(pickSlides(pictures(1), 0).error).toBe(
      "The carousel already has 10 slides. Delete one before adding another.",
    );
    expect(pickSlides(pictures(2), 2).slides).toHaveLength(2);
  });

  it("asks a heading for each picture, then uploads them all with their captions and focal points", async () => {
    const onUpload = vi.fn().mockResolvedValue(undefined);
    renderUi(<SlidePicker room={10} progress={null} onUpload={onUpload} />);
    await userEvent.upload(screen.getByLabelText(/Select at most 10 Images/), pictures(2));

    await userEvent.click(screen.getByRole("button", { name: "Upload 2 slides" }));
    expect(screen.getAllByText("Enter a heading for this picture.")).toHaveLength(2);
    expect(onUpload).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Caption heading of picture 1/), "Synod");
    await userEvent.type(screen.getByLabelText(/Caption info of picture 1/), "Delegates");
    await userEvent.type(screen.getByLabelText(/Caption heading of picture 2/), "Choir");
    screen.getByRole("slider", { name: "Focal point of picture 2" }).focus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await userEvent.click(screen.getByRole("button", { name: "Upload 2 slides" }));

    const [slides] = onUpload.mock.calls[0]!;
    expect(
      slides.map(({ title, caption, file, focalPoint }: NewSlide) => [title, caption, file.name, focalPoint]),
    ).toEqual([
      ["Synod", "Delegates", "photo-1.png", { x: 0.5, y: 0.5 }],
      ["Choir", "", "photo-2.png", { x: 0.5, y: 0.4 }],
    ]);
  });
});
