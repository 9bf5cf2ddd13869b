import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefersReducedMotion } from "../../test/media";
import { renderUi } from "../../test/render-ui";
import { buildSlides } from "./home.fixtures";
import { SlideCarousel } from "./slide-carousel";
import { SLIDE_INTERVAL_MS } from "./slide-carousel.behaviour";
// Drawn alone, a part speaks English (lib/language.tsx makes the messages).
import { PageLanguage } from "../../lib/language";

// Hidden slides are aria-hidden, so only the one on show is in the accessibility tree.
function visibleSlide() {
  const shown = screen.getAllByRole("group", { name: /of 3$/ });
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute("aria-label");
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the carousel", () => {
  it("shows each slide's title and caption, the first one first", () => {
    renderUi(<SlideCarousel slides={buildSlides()} />);

    expect(visibleSlide()).toBe("1 of 3");
    expect(screen.getByRole("heading", { name: "Welcome to the Diocese" })).toBeTruthy();
    expect(screen.getByText("Caption of slide 1")).toBeTruthy();
  });

  it("lets the visitor choose a slide with its indicator", async () => {
    const user = userEvent.setup();
    renderUi(<SlideCarousel slides={buildSlides()} />);

    const third = screen.getByRole("button", { name: "Show slide 3: Our Schools" });
    await user.click(third);

    expect(visibleSlide()).toBe("3 of 3");
    expect(third.getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: /Show slide 1/ }).getAttribute("aria-current")).toBeNull();
  });

  it("moves with the previous and next buttons and the arrow keys, going round at the ends", async () => {
    const user = userEvent.setup();
    renderUi(<SlideCarousel slides={buildSlides()} />);

    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toBe("2 of 3");
    await user.keyboard("{ArrowRight}");
    expect(visibleSlide()).toBe("3 of 3");
    await user.keyboard("{ArrowRight}");
    expect(visibleSlide()).toBe("1 of 3");
    await user.keyboard("{ArrowLeft}");
    expect(visibleSlide()).toBe("3 of 3");
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("moves on by itself, but not while the pointer rests on it or after Pause", () => {
    vi.useFakeTimers();
    renderUi(<SlideCarousel slides={buildSlides()} />);

    act(() => {
      vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    });
    expect(visibleSlide()).toBe("2 of 3");

    const carousel = screen.getByRole("region", { name: "Highlights" });
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    });
    expect(visibleSlide()).toBe("2 of 3");
    fireEvent.mouseLeave(carousel);

    fireEvent.click(screen.getByRole("button", { name: "Pause the slides" }));
    act(() => {
      vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    });
    expect(visibleSlide()).toBe("2 of 3");
    // The button now plays, and says so in the page's words.
    expect(screen.getByRole("button", { name: "Play the slides" })).toBeTruthy();
  });

  it("names its pause button in Kiswahili on a Kiswahili page, paused or playing", () => {
    renderUi(
      <PageLanguage language="sw">
        <SlideCarousel slides={buildSlides()} />
      </PageLanguage>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Simamisha picha" }));
    fireEvent.click(screen.getByRole("button", { name: "Endesha picha" }));
    expect(screen.getByRole("button", { name: "Simamisha picha" })).toBeTruthy();
  });

  // That the pause button is then hidden (CSS, which jsdom does not apply) is checked in a browser:
  // web/e2e/public-site.e2e.ts.
  it("stays still for a visitor who prefers reduced motion, whose arrows still work", () => {
    prefersReducedMotion(true);
    vi.useFakeTimers();
    renderUi(<SlideCarousel slides={buildSlides()} />);

    act(() => {
      vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    });
    expect(visibleSlide()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("says which slide is on show once it stops, and does not say it again as the focus moves", async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<SlideCarousel slides={buildSlides()} />);
    const announcer = container.querySelector("[aria-live=polite]")!;
    let writes = 0;
    new MutationObserver((records) => (writes += records.length)).observe(announcer, {
      childList: true,
      characterData: true,
      subtree: true,
    });

    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(announcer.textContent).toBe("Slide 2 of 3: Build the Conference Centre with Us");
    const writesOnStopping = writes;
    await user.tab();
    await user.tab();
    expect(announcer.textContent).toBe("Slide 2 of 3: Build the Conference Centre with Us");
    expect(writes).toBe(writesOnStopping);
  });

  it("moves once its slides arrive, when it was first drawn without any", async () => {
    const user = userEvent.setup();
    function SlidesLater() {
      const [slides, setSlides] = useState<ReturnType<typeof buildSlides>>([]);
      return (
        <>
          <button onClick={() => setSlides(buildSlides())}>Load the slides</button>
          <SlideCarousel slides={slides} />
        </>
      );
    }
    renderUi(<SlidesLater />);

    await user.click(screen.getByRole("button", { name: "Load the slides" }));
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toBe("2 of 3");
  });
});
