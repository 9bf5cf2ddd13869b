import {
  IsBoolean,
  IsIn,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from "class-validator";
import { ArgsType, Field, Float, ID, InputType } from "type-graphql";
import { OptionalEmailField, OptionalPhoneField } from "../../lib/contact-fields.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine, IsRecordId, IsWebLink } from "../../lib/validation.js";
import { INSTITUTION_KINDS, type InstitutionKind } from "../../site/institution-kinds.js";
import { PictureInput } from "../media/focal-point.js";
import { WithPublication } from "../publication/publication.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";
import { InstitutionKindEnum } from "./institution.entity.js";

const KIND_RULE = { message: `kind must be one of ${INSTITUTION_KINDS.join(", ")}` };

/** Its details as staff type them; its picture is uploaded beside them. */
@InputType()
abstract class InstitutionFields extends PictureInput {
  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(160, { message: "name must have at most 160 characters" })
  name: string;

  @Field(() => InstitutionKindEnum)
  @IsIn(INSTITUTION_KINDS, KIND_RULE)
  kind: InstitutionKind;

  @Field(() => ID, {
    nullable: true,
    description:
      "The parish that sponsors it; required of diocese-wide editors, and a parish editor's own parish when they leave it out",
  })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "town must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "town must have at most 120 characters" })
  town?: string | null;

  @Field(() => Float, { nullable: true, description: "Degrees north, from -90 to 90; given with longitude" })
  @IsOptional()
  @IsLatitude({ message: "latitude must be a number of degrees from -90 to 90, such as 0.2827" })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: "Degrees east, from -180 to 180; given with latitude" })
  @IsOptional()
  @IsLongitude({ message: "longitude must be a number of degrees from -180 to 180, such as 34.7519" })
  longitude?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "headName must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "headName must have at most 120 characters" })
  headName?: string | null;

  @Field(() => String, { nullable: true, description: "Principal, Head teacher, Medical superintendent..." })
  @IsOptional()
  @IsString({ message: "headTitle must be text" })
  @IsOneLine()
  @MaxLength(80, { message: "headTitle must have at most 80 characters" })
  headTitle?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "Its chaplain, a member of the clergy (any for diocese-wide editors; a published one for a parish editor); null for none",
  })
  @IsOptional()
  @IsRecordId("chaplainId")
  chaplainId?: string | number | null;

  @OptionalPhoneField()
  phone?: string | null;

  @OptionalEmailField("office@example.org")
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "website must be text" })
  @MaxLength(300, { message: "website must have at most 300 characters" })
  @IsWebLink("website")
  website?: string | null;

  @Field(() => String, { nullable: true, description: "Plain text; paragraphs separated by blank lines" })
  @IsOptional()
  @IsString({ message: "history must be text" })
  @MaxLength(5000, { message: "history must have at most 5000 characters" })
  history?: string | null;
}

@InputType({ description: "A sponsored institution's details and its publication" })
export class InstitutionInput extends WithPublication(InstitutionFields) {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;
}

/** The finder's search (words, and one kind) a page at a time, and the dashboard's list. */
@ArgsType()
export class InstitutionPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Words to find, each at the start of a word of its name, town or kind, or of its sponsoring parish's or archdeaconry's name",
  })
  @IsOptional()
  @IsString({ message: "search must be text" })
  @MaxLength(200, { message: "search must have at most 200 characters" })
  search?: string | null;

  @Field(() => InstitutionKindEnum, { nullable: true, description: "Only institutions of this kind" })
  @IsOptional()
  @IsIn(INSTITUTION_KINDS, KIND_RULE)
  kind?: InstitutionKind | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      "Drafts and scheduled ones too (staff only: a parish editor's list holds their own parish's alone)",
  })
  @IsBoolean({ message: "includeUnpublished must be true or false" })
  includeUnpublished: boolean = false;

  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;
}
