import { createContext, useContext } from "react";

const SaveDataContext = createContext(false);

/**
 * Tells the parts of a page that the visitor saves data (`Save-Data: on`, which the server reads):
 * they draw the lighter page. The browser's app never sets it; its pages are not the visitors'.
 */
export const SaveDataProvider = SaveDataContext.Provider;

/** Whether the page being drawn is the lighter one. */
export function useSaveData(): boolean {
  return useContext(SaveDataContext);
}

/**
 * The widest picture a lighter page offers: the narrowest the server makes (IMAGE_WIDTHS), about a
 * phone's screen at one pixel a point rather than its full density.
 */
export const SAVE_DATA_MAX_WIDTH = 320;

/**
 * A `srcset` without the widths beyond `maxWidth` (the smallest is always kept), so that a
 * browser never fetches a picture wider than a lighter page needs.
 */
export function narrowerSrcSet(srcSet: string, maxWidth: number): string {
  const candidates = srcSet
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => ({ candidate, width: Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? Infinity) }))
    .sort((a, b) => a.width - b.width);
  const narrow = candidates.filter(({ width }, index) => index === 0 || width <= maxWidth);
  return narrow.map(({ candidate }) => candidate).join(", ");
}
