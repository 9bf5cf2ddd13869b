import { IsString, MaxLength } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { CursorPageArgs } from "../../db/newest-first-page.js";
import { IsRecordYear } from "../../lib/validation.js";

/** A donor's request for their statement, from the public page's form. */
export class StatementRequestInput {
  @IsString({ message: "phone must be a Kenyan mobile number, such as 0712 345 678" })
  @MaxLength(30, { message: "phone must be a Kenyan mobile number, such as 0712 345 678" })
  phone: string;

  @IsRecordYear()
  year: number;
}

/** The one-time code a donor types, with the address of the request it answers. */
export class StatementCodeInput {
  @IsString({ message: "token must be the address the code was asked from" })
  @MaxLength(64, { message: "token must be the address the code was asked from" })
  token: string;

  @IsString({ message: "code must be the 6 digits sent by SMS" })
  @MaxLength(20, { message: "code must be the 6 digits sent by SMS" })
  code: string;
}

@ArgsType()
export class StatementYearArgs {
  @Field(() => Int, { description: "The year of the gifts, in Kakamega's calendar" })
  @IsRecordYear()
  year: number;
}

/** A page of the year's statements sent, newest first. */
@ArgsType()
export class StatementSendPageArgs extends CursorPageArgs(StatementYearArgs, 20) {}
