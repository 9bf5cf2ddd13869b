import { useEffect, useRef } from "react";
import { behaviours, type BehaviourName } from "./registry";

/**
 * A behaviour for a part the app draws (a page the server did not draw, the tests): spread the
 * result on the part's outer element. It names the behaviour too, so that the server's drawing
 * of the part carries the name for web/src/public/page-script.ts.
 */
export function useBehaviour<E extends HTMLElement = HTMLElement>(name: BehaviourName) {
  const ref = useRef<E>(null);
  useEffect(() => (ref.current ? behaviours[name](ref.current) : undefined), [name]);
  return { ref, "data-behaviour": name } as const;
}
