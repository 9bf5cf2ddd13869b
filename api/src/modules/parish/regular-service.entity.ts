import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { enumOf } from "../../lib/enum-of.js";
import {
  SERVICE_KINDS,
  SERVICE_LANGUAGES,
  WEEKDAYS,
  type ServiceKind,
  type ServiceLanguage,
  type Weekday,
} from "../../site/worship.js";

export const WeekdayEnum = enumOf(WEEKDAYS);
export const ServiceLanguageEnum = enumOf(SERVICE_LANGUAGES);
export const ServiceKindEnum = enumOf(SERVICE_KINDS);
registerEnumType(WeekdayEnum, { name: "Weekday", description: "A day of the week" });
registerEnumType(ServiceLanguageEnum, {
  name: "ServiceLanguage",
  description: "A language services are held in",
});
registerEnumType(ServiceKindEnum, { name: "ServiceKind", description: "A kind of regular service" });

@ObjectType({ description: "A service a parish holds every week: its day, time, language and kind" })
@Entity("regular_service")
@Index(["parishId", "day", "startTime"])
export class RegularService {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "parish_id" })
  parishId: number;

  @Field(() => WeekdayEnum)
  @Column("varchar", { length: 9 })
  day: Weekday;

  @Field(() => String, { description: "When it starts, as HH:mm on a 24-hour clock, Kakamega's time" })
  @Column("varchar", { name: "start_time", length: 5 })
  startTime: string;

  @Field(() => ServiceLanguageEnum)
  @Column("varchar", { length: 20 })
  language: ServiceLanguage;

  @Field(() => ServiceKindEnum)
  @Column("varchar", { length: 30 })
  kind: ServiceKind;
}
