import {
  ArrayMinSize,
  ArrayUnique,
  IsDate,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { Field, InputType } from "type-graphql";
import { ApiTokenScope } from "../../authorization.js";

@InputType({ description: "A new API token for an integrator" })
export class NewApiTokenInput {
  @Field(() => String, { description: "Who uses it and for what; unique among the tokens" })
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(80, { message: "name must have at most 80 characters" })
  name: string;

  @Field(() => [ApiTokenScope], { description: "What it may do; at least one" })
  @ArrayMinSize(1, { message: "scopes must name at least one scope" })
  @ArrayUnique({ message: "scopes must name each scope once" })
  @IsIn(Object.values(ApiTokenScope), {
    each: true,
    message: "scopes must be READ_PRIVATE or WRITE_CONTENT",
  })
  scopes: ApiTokenScope[];

  @Field(() => Date, { nullable: true, description: "When it stops working; never when left out" })
  @IsOptional()
  @IsDate({ message: "expiresAt must be a date and time" })
  expiresAt?: Date | null;
}
