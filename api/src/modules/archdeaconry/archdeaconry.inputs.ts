import { IsString, MaxLength, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { Field, InputType } from "type-graphql";

@InputType({ description: "An archdeaconry's details" })
export class ArchdeaconryInput {
  @Field(() => String, { description: "Its name, such as 'Butere'; unique in the diocese" })
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;
}
