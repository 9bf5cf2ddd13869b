/** A picture's focal point, as the API gives it: fractions of its width and height from 0 to 1. */
export type FocalPoint = { x: number; y: number };

/** Where a picture's focal point is until staff move it. */
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** A fraction as a percentage with at most one decimal, for CSS and for people. */
export const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/**
 * The CSS object-position that keeps the focal point in view when a picture is cropped with
 * object-fit: cover: at x% the picture's point x% across lines up with the frame's point x% across.
 * A picture without one is cropped about its centre.
 */
export function focalPosition(point: FocalPoint | null | undefined): string {
  const { x, y } = point ?? CENTRE;
  return `${percent(x)}% ${percent(y)}%`;
}
