import { IsIn, IsInt, Max, Min } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { LANGUAGES, type Language } from "../../site/languages.js";
import { FIRST_YEAR, LAST_YEAR } from "../parish-return/parish-return.inputs.js";

@ArgsType()
export class SynodReportArgs {
  @Field(() => Int, { description: "The year it reports: its returns, assessments and appeals" })
  @IsInt({ message: "year must be a whole number" })
  @Min(FIRST_YEAR, { message: `year must be ${FIRST_YEAR} or later` })
  @Max(LAST_YEAR, { message: `year must be ${LAST_YEAR} or earlier` })
  year: number;

  @Field(() => String, { description: "The report's language: en (English) or sw (Kiswahili)" })
  @IsIn([...LANGUAGES], { message: "language must be en (English) or sw (Kiswahili)" })
  language: Language;
}
