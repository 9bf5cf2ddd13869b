import {
  IsIn,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from "class-validator";
import { ArgsType, Field, Float, ID, InputType } from "type-graphql";
import { OptionalEmailField, OptionalPhoneField } from "../../lib/contact-fields.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine, IsRecordId } from "../../lib/validation.js";
import {
  SERVICE_KINDS,
  SERVICE_LANGUAGES,
  WEEKDAYS,
  type ServiceKind,
  type ServiceLanguage,
  type Weekday,
} from "../../site/worship.js";
import { PictureInput } from "../media/focal-point.js";
import { ServiceKindEnum, ServiceLanguageEnum, WeekdayEnum } from "./regular-service.entity.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";

/** A time of day on a 24-hour clock, HH:mm. */
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

@InputType({ description: "A service a parish holds every week" })
export class RegularServiceInput {
  @Field(() => WeekdayEnum)
  @IsIn(WEEKDAYS, { message: `day must be one of ${WEEKDAYS.join(", ")}` })
  day: Weekday;

  @Field(() => String, { description: "HH:mm on a 24-hour clock, such as 07:30 or 16:00" })
  @IsString({ message: "startTime must be text" })
  @Matches(TIME_OF_DAY, { message: "startTime must be a time such as 07:30 or 16:00 (24-hour clock)" })
  startTime: string;

  @Field(() => ServiceLanguageEnum)
  @IsIn(SERVICE_LANGUAGES, { message: `language must be one of ${SERVICE_LANGUAGES.join(", ")}` })
  language: ServiceLanguage;

  @Field(() => ServiceKindEnum)
  @IsIn(SERVICE_KINDS, { message: `kind must be one of ${SERVICE_KINDS.join(", ")}` })
  kind: ServiceKind;
}

@InputType({ description: "A parish's details; its picture is uploaded beside them" })
export class ParishInput extends PictureInput {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String, { description: "Its name, unique within its archdeaconry" })
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => ID, { description: "The archdeaconry it belongs to" })
  @IsRecordId("archdeaconryId")
  archdeaconryId: string | number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "town must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "town must have at most 120 characters" })
  town?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "directions must be text" })
  @MaxLength(1000, { message: "directions must have at most 1000 characters" })
  directions?: string | null;

  @Field(() => Float, { nullable: true, description: "Degrees north, from -90 to 90; given with longitude" })
  @IsOptional()
  @IsLatitude({ message: "latitude must be a number of degrees from -90 to 90, such as 0.2827" })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: "Degrees east, from -180 to 180; given with latitude" })
  @IsOptional()
  @IsLongitude({ message: "longitude must be a number of degrees from -180 to 180, such as 34.7519" })
  longitude?: number | null;

  @OptionalPhoneField()
  phone?: string | null;

  @OptionalEmailField("vicar@example.org")
  email?: string | null;

  @Field(() => String, { nullable: true, description: "Plain text; paragraphs separated by blank lines" })
  @IsOptional()
  @IsString({ message: "history must be text" })
  @MaxLength(5000, { message: "history must have at most 5000 characters" })
  history?: string | null;

  @Field(() => String, { nullable: true, description: "What the list of services does not say" })
  @IsOptional()
  @IsString({ message: "serviceTimes must be text" })
  @MaxLength(500, { message: "serviceTimes must have at most 500 characters" })
  serviceTimes?: string | null;

  /** Checked one by one by the service, which names the service and field that is wrong. */
  @Field(() => [RegularServiceInput], {
    nullable: true,
    description: "Its regular services, all of them; left out, the services stay as they are",
  })
  @IsOptional()
  services?: unknown;
}

@ArgsType()
export class ParishPageArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "Only the parishes of this archdeaconry" })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | number | null;

  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;
}

@ArgsType()
export class ParishFinderArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Words to find in the parish's name, town, archdeaconry or vicar; a day or language among them ('Sunday Kiswahili') asks for a service on that day or in that language",
  })
  @IsOptional()
  @IsString({ message: "search must be text" })
  @MaxLength(200, { message: "search must have at most 200 characters" })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: "Only the parishes of this archdeaconry" })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | number | null;

  @Field(() => WeekdayEnum, { nullable: true, description: "Only parishes with a service on this day" })
  @IsOptional()
  @IsIn(WEEKDAYS, { message: `day must be one of ${WEEKDAYS.join(", ")}` })
  day?: Weekday | null;

  @Field(() => ServiceLanguageEnum, {
    nullable: true,
    description: "Only parishes with a service in this language (on the day, when a day is given)",
  })
  @IsOptional()
  @IsIn(SERVICE_LANGUAGES, { message: `language must be one of ${SERVICE_LANGUAGES.join(", ")}` })
  language?: ServiceLanguage | null;
}
