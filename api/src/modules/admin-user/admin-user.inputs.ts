import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { AdminRole } from "./admin-user.entity.js";

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,60}$/;
export const USERNAME_RULE = "3 to 60 letters, digits, dots, dashes or underscores";

@InputType({ description: "A new member of staff" })
export class NewAdminUserInput {
  @Field(() => String)
  @IsString({ message: "name must be text" })
  @MinLength(2, { message: "name must have at least 2 characters" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => String)
  @IsEmail({}, { message: "email must be an e-mail address" })
  @MaxLength(254, { message: "email must have at most 254 characters" })
  email: string;

  @Field(() => String, { description: "Letters, digits, dots, dashes and underscores" })
  @Matches(USERNAME_PATTERN, { message: `username must have ${USERNAME_RULE}` })
  username: string;

  @Field(() => String, {
    nullable: true,
    description: "A Kenyan number such as 0712 345 678, or +country code",
  })
  @IsOptional()
  @IsString({ message: "phone must be text" })
  phone?: string | null;

  @Field(() => AdminRole, { defaultValue: AdminRole.EDITOR })
  @IsIn(Object.values(AdminRole), { message: "role must be system_admin, editor or treasurer" })
  role: AdminRole = AdminRole.EDITOR;
}
