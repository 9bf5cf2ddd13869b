import { UserInputError } from "../../errors.js";
import type { MediaService, MediaSource } from "./media.service.js";

/** A file to store with a record: a picture or a PDF, and the file of the record it replaces. */
export interface FileChange {
  /** The new file; none keeps what the record has. */
  source: MediaSource | null | undefined;
  kind: "image" | "document";
  replaces?: string | null;
  /** The argument that sent the file, which a refusal of it names; `kind` unless given. */
  field?: string;
}

/**
 * Saves a record together with a file the media service stores for it, so that no file outlives
 * a failed save and no replaced file outlives a successful one. The new file is stored first (a
 * refused file stops the write before anything is saved); when `save` fails, it is removed again;
 * once `save` has succeeded, the file it replaced is removed. Without a new file, `save` gets
 * undefined: the record keeps its file.
 */
export async function saveWithFile<T>(
  media: MediaService,
  change: FileChange,
  save: (url: string | undefined) => Promise<T>,
): Promise<T> {
  if (!change.source) return save(undefined);
  const url = await storeFile(media, change.kind, change.source).catch((error: unknown) => {
    throw error instanceof UserInputError && !error.field
      ? error.withField(change.field ?? change.kind)
      : error;
  });
  let saved: T;
  try {
    saved = await save(url);
  } catch (error) {
    await removeFiles(media, url);
    throw error;
  }
  await removeFiles(media, change.replaces);
  return saved;
}

function storeFile(media: MediaService, kind: FileChange["kind"], source: MediaSource): Promise<string> {
  return kind === "image" ? media.storeImage(source) : media.storeDocument(source);
}

/**
 * Removes the files of a record that is gone or no longer uses them. The record's change is
 * already saved, so a file that cannot be removed now does not undo it: `npm run media:clean`
 * removes it later, as it removes any file that no record refers to.
 */
export async function removeFiles(
  media: MediaService,
  ...urls: (string | null | undefined)[]
): Promise<void> {
  for (const url of urls) await media.remove(url).catch(() => undefined);
}
