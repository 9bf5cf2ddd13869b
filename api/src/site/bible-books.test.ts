import { describe, expect, it } from "vitest";
import { parsePassages, passageText } from "./bible-books.js";

const inEnglish = (text: string) => parsePassages(text).map((passage) => passageText(passage, "en"));

describe("a passage as text", () => {
  it("names one psalm Psalm, as readers say it, and several Psalms", () => {
    expect(inEnglish("Psalm 23; Psalms 23:1-4; Ps 119:105; Psalms 42-43")).toEqual([
      "Psalm 23",
      "Psalm 23:1-4",
      "Psalm 119:105",
      "Psalms 42-43",
    ]);
    expect(parsePassages("Zaburi 23").map((passage) => passageText(passage, "sw"))).toEqual(["Zaburi 23"]);
  });

  it("names every other book by its English name, whatever spelling it was given", () => {
    expect(inEnglish("Jn 3:16-21; 1 Cor. 13; Song 2:1-4")).toEqual([
      "John 3:16-21",
      "1 Corinthians 13",
      "Song of Songs 2:1-4",
    ]);
  });
});
