import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { ShareLinks, shareUrls } from "./share-links";
// Drawn alone, a part speaks English (lib/language.tsx makes the messages).

const articleUrl = `${window.location.origin}/blogs-and-news/synod`;

const hrefs = () =>
  screen.getAllByRole("link").map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")]);

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it("gives each network the article's full address on this site", () => {
    renderUi(<ShareLinks path="/blogs-and-news/synod" title="Synod" />);

    const urls = shareUrls(articleUrl, "Synod");
    expect(hrefs()).toEqual([
      ["Share on WhatsApp", urls.whatsapp],
      ["Share on Facebook", urls.facebook],
      ["Share on X", urls.x],
    ]);
  });

  it("gives another article shown in the same place links of its own", async () => {
    const user = userEvent.setup();
    // The article page keeps its share links in place when the visitor opens another article.
    function ArticleAfterArticle() {
      const [article, setArticle] = useState({ path: "/blogs-and-news/synod", title: "Synod" });
      return (
        <>
          <ShareLinks {...article} />
          <button onClick={() => setArticle({ path: "/blogs-and-news/harvest", title: "Harvest" })}>
            Next article
          </button>
        </>
      );
    }
    renderUi(<ArticleAfterArticle />);

    await user.click(screen.getByRole("button", { name: "Next article" }));

    const urls = shareUrls(`${window.location.origin}/blogs-and-news/harvest`, "Harvest");
    expect(hrefs()).toEqual([
      ["Share on WhatsApp", urls.whatsapp],
      ["Share on Facebook", urls.facebook],
      ["Share on X", urls.x],
    ]);
  });

  it("copies the article's full address and says so", async () => {
    // user-event puts a clipboard of its own on `navigator` (jsdom has none).
    const user = userEvent.setup();
    renderUi(<ShareLinks path="/blogs-and-news/synod" title="Synod" />);

    await user.click(screen.getByRole("button", { name: "Copy link" }));

    expect(await navigator.clipboard.readText()).toBe(articleUrl);
    const button = await screen.findByRole("button", { name: "Link copied" });
    expect(button.querySelector("[data-share-icon=link]")?.hasAttribute("hidden")).toBe(true);
    expect(button.querySelector("[data-share-icon=check]")?.hasAttribute("hidden")).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("Link copied");
  });

  it("shows the address to copy by hand when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Write permission denied.", "NotAllowedError"),
    );
    renderUi(<ShareLinks path="/blogs-and-news/synod" title="Synod" />);

    await user.click(screen.getByRole("button", { name: "Copy link" }));

    const status = await screen.findByText(`The link could not be copied: ${articleUrl}`);
    expect(status.getAttribute("role")).toBe("status");
    expect(status.hasAttribute("data-copy-failed")).toBe(true);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });
});
