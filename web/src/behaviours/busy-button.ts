/**
 * Shows a BusyButton (components/busy-button.tsx) busy while its request is on its way: disabled,
 * with its spinner over the hidden label.
 */
export function showBusy(button: HTMLButtonElement | null, busy: boolean) {
  if (!button) return;
  button.disabled = busy;
  if (busy) button.setAttribute("aria-busy", "true");
  else button.removeAttribute("aria-busy");
  button.querySelector<HTMLElement>("[data-busy-sign]")?.toggleAttribute("hidden", !busy);
}
