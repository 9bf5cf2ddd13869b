import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { system } from "../../lib/theme";
import { emptyOtp, OtpInput } from "./otp-input";

function CodeField() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <ChakraProvider value={system}>
      <p id="code-label">Code</p>
      <OtpInput value={digits} onChange={setDigits} labelledBy="code-label" />
    </ChakraProvider>
  );
}

const boxes = () => screen.getAllByRole("textbox") as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

describe("the one-time code boxes", () => {
  it("offers six boxes named together by the label", () => {
    render(<CodeField />);

    expect(screen.getByRole("group", { name: "Code" })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]!.getAttribute("autocomplete")).toBe("one-time-code");
    expect(boxes()[0]!.getAttribute("inputmode")).toBe("numeric");
  });

  it("moves to the next box after each digit and ignores anything but digits", async () => {
    render(<CodeField />);

    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard("4a0-7");

    expect(values()).toEqual(["4", "0", "7", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[3]!);
  });

  it("goes back a box with Backspace on an empty box, clearing the digit there", async () => {
    render(<CodeField />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard("12");

    await userEvent.keyboard("{Backspace}");

    expect(values()).toEqual(["1", "", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[1]!);
  });

  it("fills all six boxes with a code pasted into any of them", async () => {
    render(<CodeField />);
    await userEvent.click(boxes()[3]!);

    await userEvent.paste("Your code: 482 913");

    expect(values()).toEqual(["4", "8", "2", "9", "1", "3"]);
    expect(document.activeElement).toBe(boxes()[5]!);
  });

  it("fills from the focused box when fewer digits are pasted", async () => {
    render(<CodeField />);
    await userEvent.click(boxes()[2]!);

    await userEvent.paste("56");

    expect(values()).toEqual(["", "", "5", "6", "", ""]);
  });
});
