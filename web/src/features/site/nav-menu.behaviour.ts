import { defineBehaviour } from "../../behaviours/behaviour";

/**
 * One list of the main menu drawn by NavMenu, as the disclosure navigation pattern of WAI-ARIA:
 * its button shows and hides the links; Escape, a click elsewhere, the focus going elsewhere and
 * a followed link hide them.
 */
export const navMenu = defineBehaviour("nav-menu", (menu) => {
  const button = () => menu.querySelector<HTMLButtonElement>("[data-nav-menu-button]");
  const panel = () => menu.querySelector<HTMLElement>("[data-nav-menu-panel]");
  const isOpen = () => button()?.getAttribute("aria-expanded") === "true";

  function setOpen(open: boolean) {
    button()?.setAttribute("aria-expanded", String(open));
    panel()?.toggleAttribute("hidden", !open);
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-nav-menu-button]")) setOpen(!isOpen());
    // In the app a link changes the page without loading one: the list would stay open over it.
    else if (target?.closest("a")) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button()?.focus();
  };
  // Focus going nowhere is not leaving: a click on the list's padding or scroll bar sends it there.
  // Presses outside are onDocumentPointerDown's.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) setOpen(false);
  };
  // A press, not a click: Safari on iPad sends no click for a tap on text that has no handler.
  const onDocumentPointerDown = (event: PointerEvent) => {
    if (!(event.target instanceof Node && menu.contains(event.target))) setOpen(false);
  };

  const listening = new AbortController();
  const { signal } = listening;
  menu.addEventListener("click", onClick, { signal });
  menu.addEventListener("keydown", onKeyDown, { signal });
  menu.addEventListener("focusout", onFocusOut, { signal });
  document.addEventListener("pointerdown", onDocumentPointerDown, { signal });
  return () => listening.abort();
});
