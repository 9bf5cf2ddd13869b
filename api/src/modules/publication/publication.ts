import { Allow, IsIn, IsOptional } from "class-validator";
import { Field, InputType, registerEnumType } from "type-graphql";
import { UserInputError } from "../../errors.js";

/** Where an item stands: only a published one appears anywhere public. */
export const PublicationStatus = { DRAFT: "draft", SCHEDULED: "scheduled", PUBLISHED: "published" } as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];
registerEnumType(PublicationStatus, {
  name: "PublicationStatus",
  description:
    "A draft is seen by staff only; a scheduled item goes public by itself at its publishAt; a published one is public",
});

/** An item's publication as its record keeps it. */
export interface Publication {
  status: PublicationStatus;
  /** When it went, or goes, public; null for a draft. */
  publishAt: Date | null;
}

/**
 * The input of a content type with the two fields by which staff publish, schedule or withdraw an
 * item. Both may be left out: a new item is then published at once (as every item was before
 * drafts existed, and as the legacy REST paths still expect), and a change keeps the item's status.
 */
// A mixin, since an input class already extends another (PictureInput, say). TypeScript wants a
// mixin's base to take `any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function WithPublication<Base extends abstract new (...args: any[]) => object>(base: Base) {
  @InputType()
  abstract class PublicationInput extends base {
    @Field(() => PublicationStatus, {
      nullable: true,
      description: "Left out: published for a new item, unchanged otherwise",
    })
    @IsOptional()
    @IsIn(Object.values(PublicationStatus), { message: "status must be draft, scheduled or published" })
    status?: PublicationStatus | null;

    @Field(() => Date, {
      nullable: true,
      description:
        "When a scheduled item goes public (in the future), or the date a published one shows (now or earlier; now when left out)",
    })
    // Checked in publicationAfter, which also reads the text a REST caller sends.
    @Allow()
    publishAt?: Date | string | null;
  }
  return PublicationInput;
}

/**
 * The publication an item has after a save that asked for `requested`, or a UserInputError that
 * says what is wrong. `current` is the item's before the save, null for a new one.
 */
export function publicationAfter(
  current: Publication | null,
  requested: { status?: PublicationStatus | null; publishAt?: Date | string | null },
  now: Date,
): Publication {
  const status = requested.status ?? current?.status ?? PublicationStatus.PUBLISHED;
  const asked = dateOf(requested.publishAt);
  switch (status) {
    case PublicationStatus.DRAFT:
      return { status, publishAt: null };
    case PublicationStatus.SCHEDULED: {
      const publishAt = asked ?? (current?.status === PublicationStatus.SCHEDULED ? current.publishAt : null);
      if (!publishAt)
        throw new UserInputError("Choose the date and time to publish it, to schedule it", "publishAt");
      if (publishAt <= now)
        throw new UserInputError(
          "The time to publish must be in the future to schedule it; publish it now instead",
          "publishAt",
        );
      return { status, publishAt };
    }
    case PublicationStatus.PUBLISHED: {
      if (asked && asked > now)
        throw new UserInputError(
          "The date to publish is in the future: schedule it to publish it then",
          "publishAt",
        );
      const stillPublished = current?.status === PublicationStatus.PUBLISHED ? current.publishAt : null;
      return { status, publishAt: asked ?? stillPublished ?? now };
    }
  }
}

function dateOf(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime()))
    throw new UserInputError(
      "The time to publish must be a date and time, such as 2026-12-24T18:00:00+03:00",
      "publishAt",
    );
  return date;
}

/** The `where` of every public read: published items only. */
export const PUBLISHED = { status: PublicationStatus.PUBLISHED } as const;
