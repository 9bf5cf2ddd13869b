import { describe, expect, it } from "vitest";
import { messageAttributes, messageOf } from "./messages";

describe("a part's messages", () => {
  it("are carried in lower-case attributes, and read back by their names with the values filled", () => {
    const attributes = messageAttributes({
      copied: "Link copied",
      announcementUncaptioned: "Photo {{number}} of {{total}}",
    });
    expect(Object.keys(attributes)).toEqual(["data-message-copied", "data-message-announcement-uncaptioned"]);

    const part = document.createElement("div");
    for (const [name, text] of Object.entries(attributes)) part.setAttribute(name, text);
    const button = part.appendChild(document.createElement("button"));
    expect(messageOf(button, "announcementUncaptioned", { number: 3, total: 12 })).toBe("Photo 3 of 12");
    expect(messageOf(button, "copied")).toBe("Link copied");
    expect(messageOf(button, "missing")).toBe("");
  });
});
