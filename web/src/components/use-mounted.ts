import { useEffect, useState } from "react";

/**
 * False on the first render, true soon after it is on screen, while `when` holds. Lazily loaded
 * parts wait for it: the first render is a transition (main.tsx), and React holds back a
 * transition that suspends on code still loading, which would keep the whole page off the screen
 * until that code arrived. While `when` is false nothing changes, so the component is not drawn
 * again for nothing (a phone never loads the desktop's menus).
 */
export function useMounted(when = true): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, [when]);
  return mounted && when;
}
