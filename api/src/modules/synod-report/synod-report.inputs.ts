import { IsIn } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { LANGUAGES, type Language } from "../../site/languages.js";
import { IsRecordYear } from "../../lib/validation.js";

@ArgsType()
export class SynodReportArgs {
  @Field(() => Int, { description: "The year it reports: its returns, assessments and appeals" })
  @IsRecordYear()
  year: number;

  @Field(() => String, { description: "The report's language: en (English) or sw (Kiswahili)" })
  @IsIn([...LANGUAGES], { message: "language must be en (English) or sw (Kiswahili)" })
  language: Language;
}
