import { MockLink, realisticDelay } from "@apollo/client/testing";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { toaster } from "../components/toaster";
// The site's messages, as the app has them before it draws anything: a part tested alone speaks
// English (lib/language.tsx), and the dashboard's parts have theirs too.
import "../lib/language";
import "../admin/locales/register";

// findBy… waits up to 20 s rather than 1 s: on a busy CI machine the first render of a file's
// first page (its lazy modules loaded cold) has taken over 12 s (the Newsletter page's, at a load
// of 10); a page that never shows still fails, within the 30 s a test may take.
configure({ asyncUtilTimeout: 20_000 });

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

// jsdom has no matchMedia; Chakra's useBreakpointValue and the carousel (reduced motion) ask it.
// No query matches: the base value. Tests that need another answer replace it (test/media.ts).
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

// SLOW_MOCKS=1 answers every mocked query 150 to 450 ms late rather than Apollo's 20 to 50, as a
// busy CI machine may: a test that reads what comes with the data before waiting for it fails
// at once instead of now and then in CI.
if (process.env.SLOW_MOCKS) MockLink.defaultOptions = { delay: realisticDelay({ min: 150, max: 450 }) };
