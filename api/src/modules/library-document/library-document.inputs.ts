import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine } from "../../lib/validation.js";
import { WithPublication } from "../publication/publication.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";
import { LibraryDocumentCategory } from "./library-document.entity.js";

const CATEGORY_MESSAGE = "category must be SYNOD_REPORT, CIRCULAR, FORM or OTHER";

class LibraryDocumentFields {}

@InputType({ description: "A library document's details and its publication" })
export class LibraryDocumentInput extends WithPublication(LibraryDocumentFields) {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;

  @Field(() => LibraryDocumentCategory)
  @IsIn(Object.values(LibraryDocumentCategory), { message: CATEGORY_MESSAGE })
  category: LibraryDocumentCategory;
}

@ArgsType()
export class LibraryDocumentPageArgs extends PageArgs {
  @Field(() => Boolean, {
    defaultValue: false,
    description: "Drafts and scheduled ones too, the latest written first (staff only)",
  })
  @IsBoolean({ message: "includeUnpublished must be true or false" })
  includeUnpublished: boolean = false;

  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;

  @Field(() => LibraryDocumentCategory, { nullable: true, description: "Only the documents of this kind" })
  @IsOptional()
  @IsIn(Object.values(LibraryDocumentCategory), { message: CATEGORY_MESSAGE })
  category?: LibraryDocumentCategory | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Words to find in the title, in English or Kiswahili: a document is listed when its title has them all",
  })
  @IsOptional()
  @IsString({ message: "search must be text" })
  @MaxLength(120, { message: "search must have at most 120 characters" })
  search?: string | null;
}
