import type { CSSProperties } from "react";

/**
 * Chakra's tick boxes and radio buttons keep their real input as a one-pixel spot beside the drawn
 * box, so that a click on the drawn box or the words lands on the label rather than the input. A
 * tool that presses a control by its name (Playwright's check(), a browser journey) aims at the
 * input itself and finds the drawn box in the way. Laid over its whole label (which Chakra's recipe
 * positions) and still transparent, the input takes the click itself, as a native one would; what
 * a screen reader announces is unchanged.
 */
export const overItsLabel: CSSProperties = {
  top: 0,
  left: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  clip: "auto",
  opacity: 0,
  zIndex: 1,
};
