import { CENTRE, focalPointAfter, type FocalPoint } from "../media/focal-point.js";
import type { RevisedFieldKind } from "../../site/content-type.js";
import { REVISED_TYPES } from "../../site/content-types/index.js";
import type { RevisedContentType } from "./revision.entity.js";

/** A picture as a revision keeps it: its largest JPEG's URL and its focal point. */
export interface PictureSnapshot {
  url: string;
  focalPoint: FocalPoint;
}

/**
 * What a revision keeps of an item: its editable fields, named as its input names them (so that a
 * restore passes them to the content's own update as they are), and its picture for the types that
 * have one. Not its id, timestamps, position or publication: restoring words never unpublishes.
 */
export interface RevisionSnapshot {
  fields: Record<string, string | null>;
  picture?: PictureSnapshot | null;
}

/** A field as a revision keeps and compares it. */
export interface RevisedField {
  name: string;
  label: string;
  kind: RevisedFieldKind;
}

/**
 * A Kiswahili text is kept as a field of its own, `kiswahili:<field>`, so that comparing shows a
 * change of translation as it shows any other, and `restorable` turns them back into the input's
 * `kiswahili` list.
 */
const KISWAHILI = "kiswahili:";
const inKiswahili = (field: RevisedField): RevisedField => ({
  name: `${KISWAHILI}${field.name}`,
  label: `${field.label} in Kiswahili`,
  kind: field.kind,
});

/**
 * The fields each type's revisions keep, as its declaration lists them (api/src/site/content-types/):
 * in the order its form shows them, with the form's labels, then the translated ones in Kiswahili.
 */
const REVISED_FIELDS = new Map<string, readonly RevisedField[]>(
  REVISED_TYPES.map(({ revisions }) => {
    const fields: RevisedField[] = revisions.fields.map(({ name, label, kind }) => ({ name, label, kind }));
    const translated = revisions.fields.filter((field) => "translated" in field && field.translated);
    return [revisions.storedAs, [...fields, ...translated.map(inKiswahili)]];
  }),
);

export function revisedFields(type: RevisedContentType): readonly RevisedField[] {
  return REVISED_FIELDS.get(type) ?? [];
}

/** What a saved item of any revised type offers: its fields, and a picture where the type has one. */
export type RevisedItem = { id: number } & object;

/** The snapshot of an item as just saved. */
export function snapshotOf(type: RevisedContentType, item: RevisedItem): RevisionSnapshot {
  const values = item as unknown as Record<string, unknown>;
  const snapshot: RevisionSnapshot = { fields: {} };
  for (const field of revisedFields(type)) {
    if (field.kind === "picture") {
      const url = values.imageUrl as string | null;
      snapshot.picture = url
        ? { url, focalPoint: (values.imageFocalPoint as FocalPoint | null) ?? CENTRE }
        : null;
    } else if (field.name.startsWith(KISWAHILI)) {
      const texts = values.kiswahili as Record<string, string> | null | undefined;
      snapshot.fields[field.name] = texts?.[field.name.slice(KISWAHILI.length)] ?? null;
    } else {
      snapshot.fields[field.name] = (values[field.name] as string | null | undefined) ?? null;
    }
  }
  return snapshot;
}

/**
 * A snapshot's fields as the content's input takes them, for a restore: its Kiswahili texts as the
 * `kiswahili` list. A revision kept before translations began has none, and leaves them as they are.
 */
export function restorable(snapshot: RevisionSnapshot): RevisionSnapshot {
  const fields: Record<string, unknown> = {};
  const kiswahili: { field: string; text: string }[] = [];
  let translated = false;
  for (const [name, value] of Object.entries(snapshot.fields)) {
    if (!name.startsWith(KISWAHILI)) fields[name] = value;
    else {
      translated = true;
      if (value) kiswahili.push({ field: name.slice(KISWAHILI.length), text: value });
    }
  }
  if (translated) fields.kiswahili = kiswahili;
  // The input takes the list where the stored snapshot has text: the one place the shapes differ.
  return { ...snapshot, fields: fields as RevisionSnapshot["fields"] };
}

export function parseSnapshot(json: string): RevisionSnapshot {
  return JSON.parse(json) as RevisionSnapshot;
}

/** The uploaded pictures a snapshot refers to. */
export function picturesOf(snapshot: RevisionSnapshot): string[] {
  return snapshot.picture ? [snapshot.picture.url] : [];
}

/**
 * A record's picture after a save: a new upload (with the focal point given, or the centre); else,
 * when a revision is restored, that revision's picture and focal point (its files are kept while a
 * revision shows it); else the current picture, its focal point moved when one is given.
 */
export function pictureAfter(
  current: { imageUrl: string | null; imageFocalPoint: FocalPoint } | null,
  uploadedUrl: string | undefined,
  given: FocalPoint | null | undefined,
  restored?: PictureSnapshot | null,
): { imageUrl: string | null; imageFocalPoint: FocalPoint } {
  if (restored !== undefined && !uploadedUrl) {
    return { imageUrl: restored?.url ?? null, imageFocalPoint: restored?.focalPoint ?? CENTRE };
  }
  return {
    imageUrl: uploadedUrl ?? current?.imageUrl ?? null,
    imageFocalPoint: focalPointAfter(current, uploadedUrl, given),
  };
}
