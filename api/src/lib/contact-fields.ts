import { IsOptional, IsString, Matches, MaxLength } from "class-validator";
import { Field } from "type-graphql";
import { stacked } from "./stacked-decorators.js";
import { IsEmailAddress, PHONE_NUMBER } from "./validation.js";

/**
 * The optional `phone` of an input whose record shows a phone number to visitors (a parish, an
 * institution, a member of the clergy): one rule for all of them.
 */
export const OptionalPhoneField = (): PropertyDecorator =>
  stacked(
    Field(() => String, { nullable: true }),
    IsOptional(),
    IsString({ message: "phone must be text" }),
    Matches(PHONE_NUMBER, { message: "phone must be a phone number such as +254 712 345 678" }),
  );

/** The optional `email` of such an input; `example` is the address its message suggests. */
export const OptionalEmailField = (example: string): PropertyDecorator =>
  stacked(
    Field(() => String, { nullable: true }),
    IsOptional(),
    IsString({ message: "email must be text" }),
    MaxLength(254, { message: "email must have at most 254 characters" }),
    IsEmailAddress(`email must be an e-mail address such as ${example}`),
  );
