import { IsIn, IsOptional, IsString, MaxLength } from "class-validator";
import { ArgsType, Field } from "type-graphql";
import { CursorPageArgs } from "../../db/newest-first-page.js";
import { DayRangeArgs } from "../../lib/day-range.args.js";
import { AuditAction } from "./audit-log.entity.js";

/** Which entries of the audit log: the filters of its dashboard page and of the CSV export. */
@ArgsType()
export class AuditLogFilterArgs extends DayRangeArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Part of the name of who acted: a member of staff, an API token, or the e-mail typed at a failed sign-in",
  })
  @IsOptional()
  @IsString({ message: "who must be text" })
  @MaxLength(254, { message: "who must be at most 254 characters" })
  who?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the kind of record, such as News article" })
  @IsOptional()
  @IsString({ message: "entity must be text" })
  @MaxLength(80, { message: "entity must be at most 80 characters" })
  entity?: string | null;

  @Field(() => String, { nullable: true, description: "The record's id, with entity" })
  @IsOptional()
  @IsString({ message: "entityId must be text" })
  @MaxLength(64, { message: "entityId must be at most 64 characters" })
  entityId?: string | null;

  @Field(() => AuditAction, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(AuditAction), { message: "action must be one of the audit log's actions" })
  action?: AuditAction | null;
}

@ArgsType()
export class AuditLogPageArgs extends CursorPageArgs(AuditLogFilterArgs, 50) {}
