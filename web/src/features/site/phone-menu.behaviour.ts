import { defineBehaviour } from "../../behaviours/behaviour";

/**
 * The ☰ button and the menu's dialog drawn by PhoneMenu: the button opens the dialog as a modal
 * one (the browser keeps the focus inside and closes it on Escape); its close button, a click on
 * the dimmed page beside it and a followed link close it.
 */
export const phoneMenu = defineBehaviour("phone-menu", (menu) => {
  const openButton = () => menu.querySelector<HTMLButtonElement>("[data-phone-menu-open]");
  const dialog = () => menu.querySelector("dialog");

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const menuDialog = dialog();
    if (!target || !menuDialog) return;
    if (target.closest("[data-phone-menu-open]")) {
      menuDialog.showModal();
      // Browsers differ in what showModal focuses (Chromium: the scrolling nav itself): the first
      // link, as the drawer before it did.
      menuDialog.querySelector("a")?.focus();
      openButton()?.setAttribute("aria-expanded", "true");
      return;
    }
    // A click on the backdrop is the dialog's own: its content covers the rest of it. In the app a
    // link changes the page without loading one: the dialog would stay open over it.
    if (target === menuDialog || target.closest("[data-phone-menu-close], a")) menuDialog.close();
  };
  // Every way of closing (Escape included) ends here.
  const onClose = () => {
    const button = openButton();
    button?.setAttribute("aria-expanded", "false");
    button?.focus();
  };

  const listening = new AbortController();
  const { signal } = listening;
  menu.addEventListener("click", onClick, { signal });
  // `close` does not bubble: heard on its way down to the dialog.
  menu.addEventListener("close", onClose, { capture: true, signal });
  return () => listening.abort();
});
