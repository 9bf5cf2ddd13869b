import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { toaster } from "../components/toaster";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// The toaster is one store for the whole app: a toast must not outlive its test.
afterEach(() => toaster.remove());

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// jsdom has no ResizeObserver; the menus' positioning (Floating UI) watches sizes with it.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no matchMedia; the carousel asks it whether the visitor prefers reduced motion.
// Tests that need another answer replace it (see prefersReducedMotion in test/media.ts).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
