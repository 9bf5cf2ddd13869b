import "../admin/locales/register";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../test/render-ui";
import { missingMessages, PageLanguage } from "../lib/language";
import { CENTRE, type FocalPoint } from "./focal-point";
import { ImagePicker } from "./image-picker";

const CURRENT = "/uploads/images/9f86d081884c7d65a1b2c3d4_1600x1067.jpg";

function PictureField({ start = CENTRE }: { start?: FocalPoint }) {
  const [focalPoint, setFocalPoint] = useState(start);
  return (
    <ImagePicker
      label="Picture"
      file={null}
      onChange={() => undefined}
      currentUrl={CURRENT}
      focalPoint={focalPoint}
      onFocalPointChange={setFocalPoint}
    />
  );
}

const focalPoint = () => screen.getByRole("slider", { name: "Focal point" });
const crops = () => screen.getAllByRole("img", { name: /crop/ }).map((img) => img.style.objectPosition);

describe("the picture's focal point", () => {
  it("goes where staff click or tap on the picture, and both crops keep it in view", () => {
    renderUi(<PictureField />);
    // jsdom lays nothing out: the picture is given the box a browser would.
    focalPoint().getBoundingClientRect = () => new DOMRect(10, 20, 200, 100);

    fireEvent.click(focalPoint(), { clientX: 60, clientY: 95 });

    expect(focalPoint().getAttribute("aria-valuetext")).toBe("25% from the left, 75% from the top");
    const marker = focalPoint().querySelector<HTMLElement>("[aria-hidden=true]")!;
    expect(marker.style).toMatchObject({ left: "25%", top: "75%" });
    expect(crops()).toEqual(["25% 75%", "25% 75%"]);
  });

  it("moves with the arrow keys (Shift for small steps), never off the picture", async () => {
    const user = userEvent.setup();
    renderUi(<PictureField start={{ x: 0.9, y: 0.1 }} />);

    focalPoint().focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowUp}{ArrowUp}{ArrowDown}");
    expect(focalPoint().getAttribute("aria-valuetext")).toBe("100% from the left, 5% from the top");

    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}{ArrowLeft}");
    expect(focalPoint().getAttribute("aria-valuetext")).toBe("94% from the left, 5% from the top");
    expect(crops()).toEqual(["94% 5%", "94% 5%"]);
  });

  it("is not offered before there is a picture", () => {
    renderUi(
      <ImagePicker
        label="Picture"
        file={null}
        onChange={() => undefined}
        focalPoint={CENTRE}
        onFocalPointChange={() => undefined}
      />,
    );
    expect(screen.queryByRole("slider", { name: "Focal point" })).toBeNull();
    expect(screen.getByText("No picture")).toBeTruthy();
  });
});

describe("the picture field in Kiswahili", () => {
  it("speaks Kiswahili to a member whose language is Kiswahili", () => {
    renderUi(
      <PageLanguage language="sw">
        <PictureField />
      </PageLanguage>,
    );
    const slider = screen.getByRole("slider", { name: "Kitovu cha picha" });
    expect(slider.getAttribute("aria-valuetext")).toBe("50% kutoka kushoto, 50% kutoka juu");
    expect(screen.getByText("Ukataji mpana")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Jinsi ukataji mwembamba unavyoonekana" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboardEditing\./);
    expect([...missingMessages]).toEqual([]);
  });
});
