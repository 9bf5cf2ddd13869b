import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { system } from "../../lib/theme";
import { NewsCard } from "./news-card";
import { buildNewsCard } from "./news.fixtures";

function renderCard(ui: React.ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}

describe("NewsCard", () => {
  it("shows the title, the preview and a See More link to the article", () => {
    renderCard(<NewsCard article={buildNewsCard()} />);

    expect(screen.getByRole("heading", { name: "Bishop visits Vihiga parishes" })).toBeTruthy();
    expect(
      screen.getByText("The bishop spent a week with the parishes of Vihiga archdeaconry."),
    ).toBeTruthy();
    const link = screen.getByRole("link", { name: /see more/i });
    expect(link.getAttribute("href")).toBe("/blogs-and-news/bishop-visits-vihiga-parishes");
    expect(screen.getByText("12 March 2025")).toBeTruthy();
  });

  it("lazy-loads its cover image, sized to avoid layout shift, with the title as alt text", () => {
    renderCard(<NewsCard article={buildNewsCard()} />);

    const image = screen.getByRole("img", { name: "Bishop visits Vihiga parishes" });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("fetchpriority")).toBeNull();
    expect(image.getAttribute("width")).toBe("1600");
    expect(image.getAttribute("height")).toBe("900");
    // A phone is offered a picture as wide as the screen; a desktop, a third of the container.
    expect(image.getAttribute("sizes")).toBe("(min-width: 64em) 360px, (min-width: 48em) 50vw, 100vw");
  });

  it("loads the cover image at once, ahead of others, when it is the first one on screen", () => {
    renderCard(<NewsCard article={buildNewsCard()} priority />);

    const image = screen.getByRole("img");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows no broken image when the article has no cover, but the diocese's cross in its place", () => {
    renderCard(<NewsCard article={buildNewsCard({ image: null })} />);

    expect(screen.queryByRole("img")).toBeNull();
    const placeholder = screen.getByTestId("cover-placeholder");
    // Drawn in the page, so there is no file to miss, and silent for a screen reader.
    expect(placeholder.getAttribute("aria-hidden")).toBe("true");
    expect(placeholder.querySelectorAll("svg rect")).toHaveLength(2);
  });
});
