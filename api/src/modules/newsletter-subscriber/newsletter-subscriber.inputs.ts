import { IsBoolean, IsOptional, MaxLength } from "class-validator";
import { IsEmailAddress } from "../../lib/validation.js";
import { ArgsType, Field, InputType } from "type-graphql";
import { CursorPageArgs } from "../../db/newest-first-page.js";

const EMAIL_MESSAGE = "email must be an e-mail address such as name@example.org";

export class SubscriptionInput {
  @MaxLength(254, { message: "email must have at most 254 characters" })
  @IsEmailAddress(EMAIL_MESSAGE)
  email: string;
}

@InputType({ description: "A subscriber's address and whether it is confirmed" })
export class NewsletterSubscriberInput {
  @Field(() => String)
  @MaxLength(254, { message: "email must have at most 254 characters" })
  @IsEmailAddress(EMAIL_MESSAGE)
  email: string;

  @Field(() => Boolean)
  @IsBoolean({ message: "confirmed must be true or false" })
  confirmed: boolean;
}

/** Which subscribers: confirmed or not, or all. */
@ArgsType()
export class NewsletterSubscriberFilterArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: "Only confirmed (true) or unconfirmed (false) subscribers",
  })
  @IsOptional()
  @IsBoolean({ message: "confirmed must be true or false" })
  confirmed?: boolean | null;
}

@ArgsType()
export class NewsletterSubscriberPageArgs extends CursorPageArgs(NewsletterSubscriberFilterArgs, 12) {}
