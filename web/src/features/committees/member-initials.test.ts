import { describe, expect, it } from "vitest";
import { memberInitials } from "./member-initials";

describe("a board member's initials", () => {
  it("are those of the first and last names, without the diocese's titles", () => {
    expect(memberInitials("The Ven. Esther Mukabane")).toBe("EM");
    expect(memberInitials("Rev. Canon Peter Lumbasi")).toBe("PL");
    expect(memberInitials("The Rt Rev. Dr. Joseph Wasonga")).toBe("JW");
    expect(memberInitials("The Very Rev. Joseph Amukoya")).toBe("JA");
    expect(memberInitials("Mrs. Janet Atieno Oduor")).toBe("JO");
    expect(memberInitials("CPA Joseph Mulama")).toBe("JM");
    expect(memberInitials("Prof Mary Khavere")).toBe("MK");
  });

  it("leave out the Kiswahili titles and the letters after a name", () => {
    expect(memberInitials("Mch. Samuel Kisia")).toBe("SK");
    expect(memberInitials("Bi. Beatrice Ingaji")).toBe("BI");
    expect(memberInitials("Rev. Canon Moses Wanyonyi, OGW")).toBe("MW");
  });

  it("are one letter for a one-word name or an office, and capitals whatever was typed", () => {
    expect(memberInitials("The Rt. Rev. Bishop of Kakamega")).toBe("K");
    expect(memberInitials("wycliffe")).toBe("W");
    expect(memberInitials("  dr.  élise   ōmondi ")).toBe("ÉŌ");
  });

  it("are the last word's first letter of a name that is all titles", () => {
    expect(memberInitials("The Bishop")).toBe("B");
    expect(memberInitials("")).toBe("");
  });
});
