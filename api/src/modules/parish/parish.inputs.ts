import { IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, ID, InputType } from "type-graphql";
import { PageArgs } from "../../lib/pagination.js";
import { IsRecordId, PHONE_NUMBER } from "../../lib/validation.js";

@InputType({ description: "A parish's details" })
export class ParishInput {
  @Field(() => String, { description: "Its name, unique within its archdeaconry" })
  @IsString({ message: "name must be text" })
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => ID, { description: "The archdeaconry it belongs to" })
  @IsRecordId("archdeaconryId")
  archdeaconryId: string | number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "vicar must be text" })
  @MaxLength(120, { message: "vicar must have at most 120 characters" })
  vicar?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "phone must be text" })
  @Matches(PHONE_NUMBER, { message: "phone must be a phone number such as +254 712 345 678" })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "serviceTimes must be text" })
  @MaxLength(500, { message: "serviceTimes must have at most 500 characters" })
  serviceTimes?: string | null;
}

@ArgsType()
export class ParishPageArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "Only the parishes of this archdeaconry" })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | number | null;
}
