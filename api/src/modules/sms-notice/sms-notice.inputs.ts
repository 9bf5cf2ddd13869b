import { IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, ID, InputType } from "type-graphql";
import { CursorPageArgs } from "../../db/newest-first-page.js";
import { IsRecordId } from "../../lib/validation.js";

/**
 * Far more than two SMS hold (306 characters of the phone alphabet): a cheap first bound, before
 * the parts are counted, on what a request may make the server measure.
 */
const MAX_BODY_CHARACTERS = 1_000;

@InputType({ description: "A notice to send by SMS: to a parish's subscribers, or the diocese's" })
export class SmsNoticeInput {
  @Field(() => ID, {
    nullable: true,
    description: "The parish whose subscribers get it; none: the diocese's",
  })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | null;

  @Field(() => String, {
    description: "What it says, at most two SMS with the opt-out words the site adds at its end",
  })
  @IsString({ message: "body must be text" })
  @MinLength(1, { message: "body is required: write the notice" })
  @MaxLength(MAX_BODY_CHARACTERS, { message: "body must fit in 2 SMS: it is far too long" })
  body: string;
}

@ArgsType()
class SmsNoticeFilterArgs {}

@ArgsType()
export class SmsNoticePageArgs extends CursorPageArgs(SmsNoticeFilterArgs, 20) {}
