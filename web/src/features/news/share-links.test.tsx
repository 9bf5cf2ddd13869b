import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../components/toaster";
import { renderUi } from "../../test/render-ui";
import { ShareLinks, shareUrls } from "./share-links";

describe("the share links", () => {
  it("builds each network's plain share address from the article's address and title", () => {
    expect(shareUrls("https://diocese.example.org/blogs-and-news/synod", "Synod & more")).toEqual({
      whatsapp:
        "https://wa.me/?text=Synod%20%26%20more%20https%3A%2F%2Fdiocese.example.org%2Fblogs-and-news%2Fsynod",
      facebook:
        "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdiocese.example.org%2Fblogs-and-news%2Fsynod",
      x: "https://x.com/intent/post?url=https%3A%2F%2Fdiocese.example.org%2Fblogs-and-news%2Fsynod&text=Synod%20%26%20more",
    });
  });

  it("copies the article's full address and says so", async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <ShareLinks path="/blogs-and-news/synod" title="Synod" />
        <Toaster />
      </>,
    );

    await user.click(screen.getByRole("button", { name: "Copy link" }));

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/blogs-and-news/synod`);
    expect(screen.getByRole("button", { name: "Link copied" })).toBeTruthy();
  });
});
