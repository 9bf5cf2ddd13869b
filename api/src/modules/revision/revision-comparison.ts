import { diffWords } from "diff";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Image } from "../media/image.type.js";
import { readableText } from "../../lib/rich-text.js";
import { ContentRevision } from "./revision.entity.js";
import { revisedFields, type PictureSnapshot, type RevisionSnapshot } from "./revision-snapshots.js";
import type { RevisedContentType } from "./revision.entity.js";

export const SegmentKind = { SAME: "same", ADDED: "added", REMOVED: "removed" } as const;
export type SegmentKind = (typeof SegmentKind)[keyof typeof SegmentKind];
registerEnumType(SegmentKind, {
  name: "SegmentKind",
  description: "Whether words are in both revisions, only the newer (added) or only the older (removed)",
});

@ObjectType({ description: "A run of words of a changed field, and whether it was added, removed or kept" })
export class TextSegment {
  @Field(() => String, { description: "The words, with their spaces and line breaks" })
  text: string;

  @Field(() => SegmentKind)
  kind: SegmentKind;
}

@ObjectType({ description: "One field that differs between two revisions" })
export class RevisionFieldChange {
  @Field(() => String, { description: "The field's name in the item's input, or picture" })
  field: string;

  @Field(() => String, { description: "The field as the dashboard's form labels it" })
  label: string;

  @Field(() => [TextSegment], {
    description:
      "For text, the words of the older revision and the newer in one run (the body as it reads, paragraphs separated by blank lines); empty for the picture",
  })
  segments: TextSegment[];

  @Field(() => Image, {
    nullable: true,
    description: "The picture: as in the older revision (null for none)",
  })
  pictureBefore: Image | null;

  @Field(() => Image, {
    nullable: true,
    description: "The picture: as in the newer revision (null for none)",
  })
  pictureAfter: Image | null;
}

@ObjectType({ description: "What changed from one revision of an item to another" })
export class RevisionComparison {
  @Field(() => ContentRevision)
  from: ContentRevision;

  @Field(() => ContentRevision)
  to: ContentRevision;

  @Field(() => [RevisionFieldChange], { description: "Only the fields that differ, in the form's order" })
  changes: RevisionFieldChange[];
}

/** A picture snapshot as the Image type shows it: its variants and focal point. */
export type DescribePicture = (picture: PictureSnapshot | null | undefined) => Image | null;

/** The fields that differ from one snapshot to another, each with its words or pictures. */
export function changesBetween(
  type: RevisedContentType,
  from: RevisionSnapshot,
  to: RevisionSnapshot,
  describe: DescribePicture,
): RevisionFieldChange[] {
  const changes: RevisionFieldChange[] = [];
  for (const { name, label, kind } of revisedFields(type)) {
    if (kind === "picture") {
      if (JSON.stringify(from.picture ?? null) === JSON.stringify(to.picture ?? null)) continue;
      changes.push({
        field: name,
        label,
        segments: [],
        pictureBefore: describe(from.picture),
        pictureAfter: describe(to.picture),
      });
      continue;
    }
    const before = from.fields[name] ?? "";
    const after = to.fields[name] ?? "";
    if (before === after) continue;
    const readable = kind === "richText" ? readableText : (text: string) => text;
    changes.push({
      field: name,
      label,
      segments: wordsChanged(readable(before), readable(after)),
      pictureBefore: null,
      pictureAfter: null,
    });
  }
  return changes;
}

/** jsdiff's comparison by words, as runs of kept, removed and added words. */
export function wordsChanged(before: string, after: string): TextSegment[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    kind: part.added ? SegmentKind.ADDED : part.removed ? SegmentKind.REMOVED : SegmentKind.SAME,
  }));
}
