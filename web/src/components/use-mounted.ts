import { useEffect, useState } from "react";

/**
 * False on the first render, true soon after it is on screen. Lazily loaded parts wait for it:
 * the first render is a transition (main.tsx), and React holds back a transition that suspends on
 * code still loading, which would keep the whole page off the screen until that code arrived.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return mounted;
}
