import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from "class-validator";
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { PageArgs } from "../../lib/pagination.js";
import { IsEmailAddress, IsOneLine, IsRecordId } from "../../lib/validation.js";
import { RegistrationAudience, RegistrationQuestionKind } from "./registration-setup.entity.js";
import { RegistrationRole, RegistrationStatus } from "./registration.entity.js";

/** At most this many questions of staff's own on a form. */
export const MAX_QUESTIONS = 10;
/** At most this many choices for one question. */
export const MAX_CHOICES = 20;
/** An offer from the waiting list waits a week at the most. */
export const MAX_HOURS_TO_PAY_OFFER = 168;
/** More places than any venue of the diocese holds. */
export const MAX_CAPACITY = 100_000;

@InputType({ description: "A question of staff's own on an event's registration form" })
export class RegistrationQuestionInput {
  @Field(() => String, {
    nullable: true,
    description: "Its id, to keep the answers given to it when the form changes; a new question has none",
  })
  id?: string | null;

  @Field(() => String)
  label: string;

  @Field(() => String, { nullable: true, description: "The label in Kiswahili" })
  labelSw?: string | null;

  @Field(() => RegistrationQuestionKind)
  kind: RegistrationQuestionKind;

  @Field(() => [String], { nullable: true, description: "The choices of a CHOICE question" })
  choices?: string[] | null;

  @Field(() => Boolean, { defaultValue: false })
  required: boolean = false;
}

@InputType({ description: "How an event takes registrations" })
export class RegistrationSetupInput {
  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean({ message: "open must be true or false" })
  open: boolean = true;

  @Field(() => RegistrationAudience, { defaultValue: RegistrationAudience.ANYONE })
  @IsIn(Object.values(RegistrationAudience), { message: "whoMayRegister must be ANYONE or PARISH_DELEGATES" })
  whoMayRegister: RegistrationAudience = RegistrationAudience.ANYONE;

  @Field(() => Int, { defaultValue: 0, description: "Whole shillings per person; 0 for free" })
  @IsInt({ message: "feeKes must be a whole number of shillings" })
  @Min(0, { message: "feeKes must be 0 (free) or more" })
  feeKes: number = 0;

  @Field(() => Int, { nullable: true, description: "How many places; null for no limit" })
  @IsOptional()
  @IsInt({ message: "capacity must be a whole number of places" })
  @Min(1, { message: "capacity must be at least 1 place, or empty for no limit" })
  @Max(MAX_CAPACITY, { message: `capacity must be at most ${MAX_CAPACITY} places` })
  capacity?: number | null;

  @Field(() => Boolean, {
    defaultValue: true,
    description: "Whether a waiting list opens once the places are taken",
  })
  @IsBoolean({ message: "waitingList must be true or false" })
  waitingList: boolean = true;

  @Field(() => Date, {
    description: "No registration after this moment; at the latest when the event begins",
  })
  @IsDate({ message: "closesAt must be a date and time" })
  closesAt: Date;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: "askParish must be true or false" })
  askParish: boolean = false;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: "askRole must be true or false" })
  askRole: boolean = false;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: "askDiet must be true or false" })
  askDiet: boolean = false;

  @Field(() => [RegistrationQuestionInput], { nullable: true, description: "None when left out" })
  @IsOptional()
  @IsArray({ message: "questions must be a list" })
  @ArrayMaxSize(MAX_QUESTIONS, { message: `questions must be at most ${MAX_QUESTIONS}` })
  questions?: RegistrationQuestionInput[] | null;

  @Field(() => Int, { defaultValue: 24 })
  @IsInt({ message: "hoursToPayOffer must be a whole number of hours" })
  @Min(1, { message: "hoursToPayOffer must be at least 1 hour" })
  @Max(MAX_HOURS_TO_PAY_OFFER, { message: `hoursToPayOffer must be at most ${MAX_HOURS_TO_PAY_OFFER} hours` })
  hoursToPayOffer: number = 24;
}

@InputType({ description: "An answer to one of the event's own questions" })
export class RegistrationAnswerInput {
  @Field(() => String)
  questionId: string;

  @Field(() => String)
  answer: string;
}

@InputType({ description: "A person's registration for an event" })
export class RegisterInput {
  @Field(() => ID)
  @IsRecordId("eventId")
  eventId: string;

  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(2, { message: "name must have at least 2 characters" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => String, { description: "A Kenyan mobile, written any usual way" })
  @IsString({ message: "phone must be a Kenyan mobile number, such as 0712 345 678" })
  @MaxLength(30, { message: "phone must be a Kenyan mobile number, such as 0712 345 678" })
  phone: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(254, { message: "email must have at most 254 characters" })
  @IsEmailAddress("email must be an e-mail address such as name@example.org")
  email?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | null;

  @Field(() => RegistrationRole, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(RegistrationRole), {
    message: "role must be DELEGATE, OBSERVER, CLERGY, YOUTH or OTHER",
  })
  role?: RegistrationRole | null;

  @Field(() => String, { nullable: true, description: "What they eat, or cannot" })
  @IsOptional()
  @IsString({ message: "diet must be text" })
  @IsOneLine()
  @MaxLength(200, { message: "diet must have at most 200 characters" })
  diet?: string | null;

  @Field(() => [RegistrationAnswerInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: "answers must be a list" })
  @ArrayMaxSize(MAX_QUESTIONS, { message: `answers must be at most ${MAX_QUESTIONS}` })
  answers?: RegistrationAnswerInput[] | null;
}

@ArgsType()
export class RegistrationListArgs extends PageArgs {
  @Field(() => ID)
  @IsRecordId("eventId")
  eventId: string;

  @Field(() => RegistrationStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(RegistrationStatus), { message: "status must be one of RegistrationStatus" })
  status?: RegistrationStatus | null;

  @Field(() => String, { nullable: true, description: "Words of the name, the phone's digits or the code" })
  @IsOptional()
  @IsString({ message: "search must be text" })
  @MaxLength(100, { message: "search must have at most 100 characters" })
  search?: string | null;
}
