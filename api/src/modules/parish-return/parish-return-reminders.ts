import { Field, Int, ObjectType } from "type-graphql";
import { In, type DataSource } from "typeorm";
import { requireEditor, requireSignedIn, type Actor } from "../../authorization.js";
import { insertRows } from "../../db/store.js";
import { UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { validated, type Untrusted } from "../../lib/validation.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";
import type { MailMessage, MailService } from "../mail/mail.service.js";
import { Parish } from "../parish/parish.entity.js";
import {
  ParishReturn,
  ParishReturnQuestion,
  ParishReturnReminder,
  ParishReturnStatus,
} from "./parish-return.entity.js";
import { ParishReturnYearArgs } from "./parish-return.inputs.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

/** Parishes one look reads at a time: memory stays one batch whatever the diocese's size. */
const BATCH_SIZE = 200;

@ObjectType({ description: "What one press of Remind did" })
export class ParishReturnReminders {
  @Field(() => Int, { description: "Parishes sent a reminder now" })
  reminded: number;

  @Field(() => Int, { description: "Parishes left out: reminded already today" })
  remindedToday: number;

  @Field(() => Int, { description: "Parishes left out: no e-mail address, theirs or their editors'" })
  withoutAddress: number;
}

/**
 * Reminds the parishes whose return for the year is not submitted (not started, a draft, or
 * reopened), by e-mail to the parish's address and its parish editors' accounts: at most once a
 * parish a day in Kakamega, which the reminder's key (parish, day) holds across clicks and
 * instances, a reminder being claimed before it is sent. The diocese's act: an editor or a system
 * admin, never an API token.
 */
export class ParishReturnReminderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly addresses: SiteAddresses,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async remind(actor: Actor | null, args: Untrusted<ParishReturnYearArgs>): Promise<ParishReturnReminders> {
    requireEditor(requireSignedIn(actor));
    const { year } = await validated(ParishReturnYearArgs, args);
    if (!(await this.dataSource.getRepository(ParishReturnQuestion).existsBy({ year }))) {
      throw new UserInputError(`The ${year} return has no questions yet: start the year first`, "year");
    }
    const today = todayInDiocese(this.now());
    const outcome = { reminded: 0, remindedToday: 0, withoutAddress: 0 };
    for (let afterId = 0; ;) {
      const parishes = await this.dataSource
        .createQueryBuilder(Parish, "parish")
        .leftJoin(
          ParishReturn,
          "parishReturn",
          "parishReturn.parishId = parish.id AND parishReturn.year = :year",
          {
            year,
          },
        )
        .where("parish.id > :afterId", { afterId })
        .andWhere("(parishReturn.id IS NULL OR parishReturn.status <> :submitted)", {
          submitted: ParishReturnStatus.SUBMITTED,
        })
        .select(["parish.id", "parish.name", "parish.email"])
        .orderBy("parish.id", "ASC")
        .limit(BATCH_SIZE)
        .getMany();
      if (parishes.length === 0) return outcome;
      afterId = parishes.at(-1)!.id;
      const editors = await this.dataSource.getRepository(AdminUser).find({
        select: { email: true, parishId: true },
        where: { role: "parish_editor", active: true, parishId: In(parishes.map((parish) => parish.id)) },
      });
      for (const parish of parishes) {
        const to = [
          parish.email,
          ...editors.filter((editor) => editor.parishId === parish.id).map((editor) => editor.email),
        ];
        const addresses = [...new Set(to.filter((address): address is string => Boolean(address)))];
        if (addresses.length === 0) outcome.withoutAddress++;
        else if (!(await this.claim(parish.id, year, today))) outcome.remindedToday++;
        else {
          for (const address of addresses)
            this.mail.sendInBackground(this.reminder(address, parish.name, year));
          outcome.reminded++;
        }
      }
    }
  }

  /** Records the day's reminder of the parish; false when one was recorded already today. */
  private async claim(parishId: number, year: number, remindedOn: string): Promise<boolean> {
    try {
      await insertRows(this.dataSource.getRepository(ParishReturnReminder), { parishId, remindedOn, year });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** In English and Kiswahili: a parish's address reads either. */
  private reminder(to: string, parish: string, year: number): MailMessage {
    const link = `${this.addresses.current()}/admin/parish-returns`;
    return {
      to,
      subject: `${parish}: the ${year} parish return / Ripoti ya mwaka ${year} ya parokia`,
      text: [
        `The diocese has not yet received ${parish}'s return for ${year}.`,
        `Please fill it in and submit it in the staff dashboard: ${link}`,
        "",
        `Dayosisi bado haijapokea ripoti ya mwaka ${year} ya ${parish}.`,
        `Tafadhali ijaze na uitume kwenye dashibodi ya wafanyakazi: ${link}`,
        "",
        "ACK Diocese of Kakamega / ACK Dayosisi ya Kakamega",
      ].join("\n"),
    };
  }
}
