import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { AdminRole } from "../../authorization.js";
import { IsEmailAddress, IsOneLine, IsRecordId } from "../../lib/validation.js";

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,60}$/;
const ROLE_RULE = `role must be one of ${Object.values(AdminRole).join(", ")}`;
export const USERNAME_RULE = "3 to 60 letters, digits, dots, dashes or underscores";

/** The parish, department or archdeaconry a scoped role keeps, given with the role. */
@InputType()
abstract class RoleScopeInput {
  @Field(() => ID, { nullable: true, description: "The parish a parish editor keeps; for that role alone" })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => ID, {
    nullable: true,
    description: "The department a department editor keeps; for that role alone",
  })
  @IsOptional()
  @IsRecordId("departmentId")
  departmentId?: string | number | null;

  @Field(() => ID, {
    nullable: true,
    description: "The archdeaconry whose parishes' records an archdeacon reads; for that role alone",
  })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | number | null;
}

@InputType({ description: "A new member of staff" })
export class NewAdminUserInput extends RoleScopeInput {
  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(2, { message: "name must have at least 2 characters" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => String)
  @IsEmailAddress("email must be an e-mail address")
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
  @IsIn(Object.values(AdminRole), { message: ROLE_RULE })
  role: AdminRole = AdminRole.EDITOR;
}

@InputType({ description: "A member of staff's role, and the parish, department or archdeaconry it keeps" })
export class AdminUserRoleInput extends RoleScopeInput {
  @Field(() => AdminRole)
  @IsIn(Object.values(AdminRole), { message: ROLE_RULE })
  role: AdminRole;
}
