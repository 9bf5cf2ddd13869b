import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, ID, InputType } from "type-graphql";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine, IsRecordId } from "../../lib/validation.js";
import { WithPublication } from "../publication/publication.js";
import { ClergyRole } from "./clergy-posting.entity.js";

class PostingListFields {}

@InputType({ description: "A list of postings' title and its publication" })
export class ClergyPostingListInput extends WithPublication(PostingListFields) {
  @Field(() => String, { description: "Such as Clergy postings 2027" })
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;
}

@InputType({
  description: "A posting: who, where (one of parishId, archdeaconryId or office), as what and from when",
})
export class ClergyPostingInput {
  @Field(() => ID, { description: "The member of the clergy posted" })
  @IsRecordId("clergyMemberId")
  clergyMemberId: string;

  @Field(() => ID, { nullable: true, description: "The list it is announced in; left out, it stands alone" })
  @IsOptional()
  @IsRecordId("postingListId")
  postingListId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | null;

  @Field(() => String, { nullable: true, description: "Diocesan office, St Paul's Theological College ..." })
  @IsOptional()
  @IsString({ message: "office must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "office must have at most 120 characters" })
  office?: string | null;

  @Field(() => ClergyRole)
  @IsIn(Object.values(ClergyRole), {
    message: "role must be one of vicar, curate, archdeacon, chaplain, other",
  })
  role: ClergyRole;

  @Field(() => String, { nullable: true, description: "The role's name, for the role OTHER" })
  @IsOptional()
  @IsString({ message: "roleName must be text" })
  @IsOneLine()
  @MaxLength(80, { message: "roleName must have at most 80 characters" })
  roleName?: string | null;

  @Field(() => String, { description: "YYYY-MM-DD" })
  @Matches(CALENDAR_DATE, { message: "startsOn must be a date such as 2027-01-15" })
  startsOn: string;

  @Field(() => Boolean, { defaultValue: true, description: "Show it in the person's public history" })
  @IsOptional()
  @IsBoolean({ message: "shownInHistory must be true or false" })
  shownInHistory?: boolean | null;
}

@InputType({ description: "The day a posting in effect ends with no successor: a retirement, a death" })
export class ClergyPostingEndInput {
  @Field(() => String, {
    description: "YYYY-MM-DD: not before the posting started, not after today in Kakamega",
  })
  @Matches(CALENDAR_DATE, { message: "endsOn must be a date such as 2027-01-15" })
  endsOn: string;
}

@ArgsType()
export class ClergyPostingListPageArgs extends PageArgs {}
