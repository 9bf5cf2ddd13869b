import { defineBehaviour } from "../../behaviours/behaviour";

/**
 * A registration's page while its prompt waits for M-Pesa: asks for the page again after a few
 * seconds (`data-reload-seconds`), as the head's refresh does for a browser without JavaScript,
 * until the page drawn no longer waits.
 */
export const reloadWhileWaiting = defineBehaviour("reload-while-waiting", (element) => {
  const seconds = Number(element.dataset.reloadSeconds) || 4;
  const timer = window.setTimeout(() => window.location.reload(), seconds * 1000);
  return () => window.clearTimeout(timer);
});
