import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from "class-validator";
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { PAGE_SIZE_MAX } from "../../lib/page-size.js";
import { IsRecordId } from "../../lib/validation.js";

@InputType({ description: "Records an unmatched paybill payment as a paid gift to a project" })
export class AssignUnmatchedPaymentInput {
  @Field(() => ID, { description: "The unmatched payment" })
  @IsRecordId("id")
  id: string;

  @Field(() => ID, { description: "The project it was given to" })
  @IsRecordId("projectId")
  projectId: string;
}

@InputType({ description: "Sets an unmatched paybill payment aside: money for no appeal, such as a tithe" })
export class SetAsideUnmatchedPaymentInput {
  @Field(() => ID, { description: "The unmatched payment" })
  @IsRecordId("id")
  id: string;

  @Field(() => String, { nullable: true, description: "What it was, for the record: a tithe of St Paul's" })
  @IsOptional()
  @IsString({ message: "note must be text" })
  @MaxLength(300, { message: "note must have at most 300 characters" })
  note?: string | null;
}

/** A page of the payments that need the treasurer's attention, newest first. */
@ArgsType()
export class UnmatchedPaymentPageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: "page must be a whole number" })
  @Min(1, { message: "page must be 1 or more" })
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @IsInt({ message: "pageSize must be a whole number" })
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(PAGE_SIZE_MAX, { message: `pageSize must be at most ${PAGE_SIZE_MAX}` })
  pageSize: number = 20;
}
