import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine } from "../../lib/validation.js";
import { WithPublication } from "../publication/publication.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";

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
}
