/**
 * What a server-drawn part of a public page does when used (a carousel moving, a menu opening),
 * written against the page's elements, without React: a public page sent by the server runs these
 * alone (web/src/public/page-script.ts), a few kilobytes instead of the whole app. `start` is given
 * the part's outer element and returns what undoes it; `name` is what the part's HTML asks for it
 * by (`data-behaviour`).
 *
 * A behaviour finds the elements it works on when it needs them (`element.querySelector` inside
 * its handlers), not once at the start: in the app, React may replace them.
 */
export interface Behaviour {
  readonly name: string;
  readonly start: (element: HTMLElement) => () => void;
}

export const defineBehaviour = (name: string, start: Behaviour["start"]): Behaviour => ({ name, start });

/**
 * A behaviour whose code is fetched when a page first has a part that asks for it, so that the
 * pages without one (the home page) never download it. Stopped before its code arrives, it never starts.
 */
export function lazyBehaviour(name: string, load: () => Promise<Behaviour>): Behaviour {
  return defineBehaviour(name, (element) => {
    let stopped = false;
    let stop = () => {};
    void load().then((behaviour) => {
      if (!stopped) stop = behaviour.start(element);
    });
    return () => {
      stopped = true;
      stop();
    };
  });
}
