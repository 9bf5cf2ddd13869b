import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Scrolls to the element the address's hash names (/#programs-and-events, /projects#slug) once
 * the page's content is `ready`: the router does not do it, and the element only reaches its
 * place when the data above it has arrived.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, ready]);
}
