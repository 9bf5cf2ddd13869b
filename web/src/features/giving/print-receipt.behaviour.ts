import { defineBehaviour } from "../../behaviours/behaviour";

/** The receipt's Print button: the browser's print dialog, which the page's print styles serve. */
export const printReceipt = defineBehaviour("print-receipt", (button) => {
  const listening = new AbortController();
  button.addEventListener("click", () => window.print(), { signal: listening.signal });
  return () => listening.abort();
});
