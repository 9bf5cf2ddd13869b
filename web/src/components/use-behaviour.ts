import { useCallback, useRef } from "react";
import type { Behaviour } from "../behaviours/behaviour";

/**
 * A behaviour for a part the app draws (a page the server did not draw, the tests): spread the
 * result on the part's outer element. It names the behaviour too, so that the server's drawing
 * of the part carries the name for web/src/public/page-script.ts. A ref callback, so that the
 * behaviour starts whenever the element appears, not only when the component first mounts.
 */
export function useBehaviour<E extends HTMLElement = HTMLElement>(behaviour: Behaviour) {
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (element: E | null) => {
      stop.current?.();
      stop.current = element ? behaviour.start(element) : null;
    },
    [behaviour],
  );
  return { ref, "data-behaviour": behaviour.name } as const;
}
