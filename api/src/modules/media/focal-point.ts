import { IsOptional, ValidateBy } from "class-validator";
import { Field, Float, InputType, ObjectType } from "type-graphql";
import { Column, type ColumnOptions } from "typeorm";
import { UserInputError } from "../../errors.js";
import { stacked } from "../../lib/stacked-decorators.js";

/**
 * The spot of a picture that every crop keeps in view (the faces of a group photograph), as
 * fractions of its width from the left and of its height from the top. Staff set it in the
 * dashboard; browsers get it as `object-position: x% y%`.
 */
@ObjectType("FocalPoint", {
  description:
    "The spot of a picture that every crop keeps in view, as fractions of its width and height; { x: 0.5, y: 0.5 } is the centre",
})
@InputType("FocalPointInput", {
  description: "A picture's focal point, as fractions of its width and height from 0 to 1",
})
export class FocalPoint {
  @Field(() => Float, { description: "From 0 (the left edge) to 1 (the right edge)" })
  x: number;

  @Field(() => Float, { description: "From 0 (the top edge) to 1 (the bottom edge)" })
  y: number;
}

/** Where a picture's focal point is until staff move it. */
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/**
 * The column of a picture's focal point, beside the column of its URL: JSON text such as
 * {"x":0.25,"y":0.4}, the centre until set (also for rows saved without one).
 */
export function focalPointColumn(name: string): ColumnOptions {
  return { type: "simple-json", name, default: () => `'${JSON.stringify(CENTRE)}'` };
}

/**
 * The column of a record's optional picture: the URL of its largest JPEG (GraphQL's `image` has
 * its variants), beside its focalPointColumn.
 */
export const OptionalPictureUrl = (): PropertyDecorator =>
  stacked(
    Field(() => String, {
      nullable: true,
      description: "Absolute-path URL of the picture's largest JPEG (image has its variants)",
    }),
    Column("varchar", { name: "image_url", length: 500, nullable: true }),
  );

const isFraction = (value: unknown) => typeof value === "number" && value >= 0 && value <= 1;

function isFocalPoint(value: unknown): value is FocalPoint {
  if (typeof value !== "object" || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return isFraction(x) && isFraction(y);
}

const outOfRange = (field: string) =>
  `${field} must have x and y from 0 to 1, such as { x: 0.5, y: 0.5 } for the centre`;

/** The rule for an input's focal point field (with `@IsOptional()`: it may be left out). */
export function IsFocalPoint(): PropertyDecorator {
  return ValidateBy({
    name: "isFocalPoint",
    validator: { validate: isFocalPoint, defaultMessage: (args) => outOfRange(args!.property) },
  });
}

/** A focal point given outside an input class, checked by the same rule; null when none is given. */
export function checkedFocalPoint(value: unknown, field: string): FocalPoint | null {
  if (value == null) return null;
  if (!isFocalPoint(value)) throw new UserInputError(outOfRange(field), field);
  return value;
}

/**
 * A record's focal point after a write. A new picture takes the one given with it, or the centre:
 * a spot chosen on the old picture means nothing on another. Without a new picture, one given
 * moves the current picture's; a record with no picture has none to move.
 */
export function focalPointAfter(
  current: { imageUrl: string | null; imageFocalPoint: FocalPoint } | null,
  newUrl: string | undefined,
  given: FocalPoint | null | undefined,
): FocalPoint {
  const point = given ? { x: given.x, y: given.y } : null;
  if (newUrl) return point ?? CENTRE;
  if (point && !current?.imageUrl) {
    throw new UserInputError(
      "There is no picture to set the focal point of: upload one with it",
      "imageFocalPoint",
    );
  }
  return point ?? current?.imageFocalPoint ?? CENTRE;
}

/** What the input of a record with a picture adds to its own fields: the picture's focal point. */
@InputType()
export abstract class PictureInput {
  @Field(() => FocalPoint, {
    nullable: true,
    description:
      "The picture's focal point: for a new picture uploaded with it, or to move the current one's without uploading again. A new picture without one starts at the centre.",
  })
  @IsOptional()
  @IsFocalPoint()
  imageFocalPoint?: FocalPoint | null;
}
