/**
 * What the preview of an unpublished item adds to a visitor's context (api/src/pages/preview.ts):
 * the item, which a member of staff was allowed to read. The public page's queries run as a
 * visitor's, and the one read that would find the item at its page's address finds it there as
 * if it were published; every other read, and every other context, is left as it is.
 */
export interface PreviewContext {
  preview?: object;
}

/** The item previewed, when it is of this kind and is the one this read is looking for; else null. */
export function previewed<Item extends object>(
  context: PreviewContext,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an entity class, whatever it takes
  kind: abstract new (...args: any[]) => Item,
  isTheOne: (item: Item) => boolean,
): Item | null {
  const item = context.preview;
  return item instanceof kind && isTheOne(item) ? item : null;
}
