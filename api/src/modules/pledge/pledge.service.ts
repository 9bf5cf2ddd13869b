import { In, type DataSource, type EntityManager, type Repository } from "typeorm";
import { requireTreasurer, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { updateWhere } from "../../db/store.js";
import { inLanguage, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import { Contribution, GiftStatus } from "../contribution/contribution.entity.js";
import { newToken, sameSecret, secretHash } from "../contribution/contribution.service.js";
import { Parish } from "../parish/parish.entity.js";
import { Project } from "../project/project.entity.js";
import type { ProjectService } from "../project/project.service.js";
import { SITE_SETTINGS_ID, SiteSettings } from "../site-settings/site-settings.entity.js";
import { kenyanMobile, type SmsService } from "../sms/sms.service.js";
import { clientKey } from "../throttle/client-key.js";
import type { ThrottleService } from "../throttle/throttle.service.js";
import { translated } from "../translation/translation.js";
import { HonourRollShowing, Pledge, PledgeSource, PledgeStatus } from "./pledge.entity.js";
import { PledgeInput, PledgeRemindersInput } from "./pledge.inputs.js";
import { addDays, nextReminderDay } from "./pledge-schedule.js";
import { reachMilestones } from "./appeal-milestones.js";
import { honourRollOf, type HonourRoll, type HonourRollGrouping } from "./honour-roll.js";
import { pledgeFulfilledSms, pledgeMadeSms, type PledgeFacts } from "./pledge-sms.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

/** A pledge is to be paid within five years. */
const LATEST_DUE_DAYS = 5 * 366;
/** Pledges made from one connection, and to one phone: enough for a family at a harambee. */
const PER_CLIENT_HOUR = { limit: 20, windowMs: 60 * 60_000 };
const PER_PHONE_DAY = { limit: 5, windowMs: 24 * 60 * 60_000 };

export interface PledgeOptions {
  /** The addresses visitors reach each diocese's site by, for the pledge's own page in its SMS. */
  addresses: SiteAddresses;
}

/**
 * Pledges to appeals: made by the pledger on the pledge page or taken on paper by the treasurer,
 * seen by the pledger at their own address, paid by the ledger's entries that name them, changed or
 * cancelled by staff with a reason. The SMS a pledge brings (made, fulfilled) are queued in the
 * transaction of what they tell of; reminders are PledgeReminders' turn.
 */
export class PledgeService {
  private readonly pledges: Repository<Pledge>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly projects: ProjectService,
    private readonly sms: SmsService,
    private readonly throttle: ThrottleService,
    private readonly options: PledgeOptions,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.pledges = dataSource.getRepository(Pledge);
  }

  /** A pledge made by the pledger on the site: its page's address is theirs alone. */
  async make(data: Untrusted<PledgeInput>, clientAddress: string, language: Language): Promise<Pledge> {
    const input = await this.checked(data);
    const phone = kenyanMobile(input.phone ?? "");
    await this.throttle.consumeAll([
      {
        key: `pledge-client:${clientKey(clientAddress)}`,
        rate: PER_CLIENT_HOUR,
        message: (minutes) =>
          `Too many pledges were made from your connection. Try again in ${minutes} minutes.`,
      },
      {
        key: `pledge-phone:${phone}`,
        rate: PER_PHONE_DAY,
        message: (minutes) => `This phone has made five pledges today. Try again in ${minutes} minutes.`,
      },
    ]);
    return this.save({ ...input, phone }, { source: PledgeSource.ONLINE, language, recordedByUserId: null });
  }

  /** A pledge taken on paper at a harambee, typed in by the treasurer (consents as the paper gave them). */
  async recordPaper(actor: Actor | null, data: Untrusted<PledgeInput>): Promise<Pledge> {
    const treasurer = requireTreasurer(actor);
    const input = await this.checked(data);
    const phone = input.phone ? kenyanMobile(input.phone) : null;
    return this.save(
      { ...input, phone },
      { source: PledgeSource.PAPER, language: "en", recordedByUserId: treasurer.userId || null },
    );
  }

  private async checked(data: Untrusted<PledgeInput>): Promise<PledgeInput> {
    const input = await validated(PledgeInput, withTrimmedText(data, ["email", "phone"]));
    await this.projectTakingPledges(input.projectId);
    if (input.parishId && !(await this.dataSource.manager.existsBy(Parish, { id: Number(input.parishId) }))) {
      throw new UserInputError(`There is no parish with id ${input.parishId}`, "parishId");
    }
    this.requireDueDay(input.dueOn);
    if (!input.phone && (input.remindersConsent || input.progressConsent)) {
      throw new UserInputError("phone is needed for reminders and news by SMS", "phone");
    }
    return input;
  }

  private async projectTakingPledges(rawProjectId: string): Promise<Project> {
    const project = await this.projects.findById(parseId(rawProjectId, "projectId"));
    if (!project) throw new UserInputError(`There is no project with id ${rawProjectId}`, "projectId");
    if (project.status === "COMPLETED") {
      throw new UserInputError(`${project.title} is completed and takes no more pledges`, "projectId");
    }
    return project;
  }

  /** A pledge's day: from today to five years ahead. */
  requireDueDay(dueOn: string): void {
    const today = todayInDiocese(this.now());
    if (dueOn < today || dueOn > addDays(today, LATEST_DUE_DAYS)) {
      throw new UserInputError("dueOn must be a day from today to five years ahead", "dueOn");
    }
  }

  private async save(
    input: PledgeInput & { phone: string | null },
    made: { source: PledgeSource; language: Language; recordedByUserId: number | null },
  ): Promise<Pledge> {
    const now = this.now();
    const today = todayInDiocese(now);
    const reminded = input.remindersConsent && input.phone !== null;
    return this.dataSource.transaction(async (manager) => {
      const pledge = await manager.save(
        manager.create(Pledge, {
          projectId: Number(input.projectId),
          pledgerKind: input.pledgerKind,
          name: input.name,
          parishId: input.parishId ? Number(input.parishId) : null,
          amountKes: input.amountKes,
          dueOn: input.dueOn,
          schedule: input.schedule,
          phone: input.phone,
          email: input.email ?? null,
          honourRoll: input.honourRoll,
          honourRollConsentAt: input.honourRoll === HonourRollShowing.ANONYMOUS ? null : now,
          remindersConsentAt: reminded ? now : null,
          progressConsentAt: input.progressConsent ? now : null,
          language: made.language,
          pageToken: newToken(),
          status: PledgeStatus.OPEN,
          source: made.source,
          nextReminderOn: reminded ? nextReminderDay(input.schedule, today, input.dueOn, today) : null,
          recordedByUserId: made.recordedByUserId,
        }),
      );
      if (pledge.phone) {
        await this.sms.queue(manager, {
          to: pledge.phone,
          body: pledgeMadeSms(
            await this.factsOf(manager, pledge, 0),
            await this.appealTitle(manager, pledge),
          ),
          kind: "pledge",
          promotional: false,
        });
      }
      return pledge;
    });
  }

  /** A pledge by its own address: null unless the secret is that pledge's. */
  async findByAddress(rawId: unknown, secret: unknown): Promise<Pledge | null> {
    const id = Number(rawId);
    if (!Number.isSafeInteger(id) || id < 1 || typeof secret !== "string") return null;
    const pledge = await this.pledges.findOneBy({ id });
    return pledge && sameSecret(secret, secretHash(pledge.pageToken)) ? pledge : null;
  }

  /** A pledge by its own address, or NotFoundError (the pledger's changes). */
  async requireByAddress(rawId: unknown, secret: unknown): Promise<Pledge> {
    const pledge = await this.findByAddress(rawId, secret);
    if (!pledge) throw new NotFoundError("There is no pledge at this address");
    return pledge;
  }

  /** An appeal's honour roll, by parish or archdeaconry (honour-roll.ts): public. */
  honourRoll(projectId: number, by: HonourRollGrouping): Promise<HonourRoll> {
    return honourRollOf(this.dataSource.manager, projectId, by);
  }

  findById(id: number): Promise<Pledge | null> {
    return this.pledges.findOneBy({ id });
  }

  /**
   * The open pledges of a phone, oldest first, at most `limit`: what "My pledge" by USSD or SMS
   * shows the caller, whose number the network vouches for.
   */
  openOfPhone(phone: string, limit: number): Promise<Pledge[]> {
    return this.pledges.find({
      where: { phone: kenyanMobile(phone), status: PledgeStatus.OPEN },
      order: { id: "ASC" },
      take: limit,
    });
  }

  /** What each pledge has been paid: its paid entries in the ledger (reversals below zero). */
  async paidOfEach(ids: readonly number[], manager = this.dataSource.manager): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await manager
      .createQueryBuilder(Contribution, "entry")
      .select("entry.pledge_id", "pledgeId")
      .addSelect("SUM(entry.amount_kes)", "paid")
      .where({ pledgeId: In([...ids]), status: GiftStatus.PAID })
      .groupBy("entry.pledge_id")
      .getRawMany<{ pledgeId: number | string; paid: number | string }>();
    const paid = new Map(rows.map((row) => [Number(row.pledgeId), Number(row.paid)]));
    return ids.map((id) => paid.get(id) ?? 0);
  }

  /**
   * The pledger stops every SMS to their pledge's phone, for ever (an opt-out by a link, as STOP
   * by SMS is): no reminder, thanks or news reaches it again, from any pledge or gift.
   */
  async stopSms(rawId: unknown, secret: unknown): Promise<Pledge> {
    const pledge = await this.requireByAddress(rawId, secret);
    if (!pledge.phone) throw new UserInputError("This pledge has no phone to stop SMS to", "id");
    await this.sms.optOut(pledge.phone, "link");
    return pledge;
  }

  /** Whether the pledge's phone has stopped every SMS. */
  async smsStopped(pledge: Pledge): Promise<boolean> {
    return pledge.phone ? this.sms.isOptedOut(pledge.phone) : false;
  }

  /** The pledger changes how often they are reminded, or stops reminders (choosing one is agreeing). */
  async changeReminders(data: Untrusted<PledgeRemindersInput>): Promise<Pledge> {
    const input = await validated(PledgeRemindersInput, data);
    const pledge = await this.requireByAddress(input.id, input.secret);
    if (!pledge.phone && input.schedule) {
      throw new UserInputError(
        "This pledge has no phone to remind: ask the treasurer to add one",
        "schedule",
      );
    }
    const now = this.now();
    const today = todayInDiocese(now);
    const schedule = input.schedule ?? pledge.schedule;
    await updateWhere(
      this.pledges,
      { id: pledge.id },
      {
        schedule,
        remindersConsentAt: input.schedule ? (pledge.remindersConsentAt ?? now) : null,
        nextReminderOn:
          input.schedule && pledge.status === PledgeStatus.OPEN
            ? nextReminderDay(schedule, todayInDiocese(pledge.createdAt), pledge.dueOn, today)
            : null,
      },
    );
    return this.pledges.findOneByOrFail({ id: pledge.id });
  }

  /**
   * In the transaction of a paid entry of the ledger: when the entry is towards a pledge and its
   * payments now reach what was promised, the pledge is fulfilled (once: a conditional update) and
   * its pledger thanked by SMS; and the marks its appeal now passes are reached, for AppealMilestones
   * to tell its supporters of.
   */
  async whenGiftPaid(manager: EntityManager, giftId: number): Promise<void> {
    const gift = await manager.findOne(Contribution, {
      select: { id: true, pledgeId: true, projectId: true },
      where: { id: giftId },
    });
    if (!gift) return;
    if (gift.pledgeId) await this.settleIfFulfilled(manager, gift.pledgeId, { thank: true });
    if (gift.projectId !== null) await reachMilestones(manager, gift.projectId, this.now());
  }

  /** When a pledge's payments reach what was promised: fulfilled once, and thanked when asked. */
  async settleIfFulfilled(manager: EntityManager, pledgeId: number, { thank }: { thank: boolean }) {
    const pledge = await manager.findOneByOrFail(Pledge, { id: pledgeId });
    const [paid] = await this.paidOfEach([pledge.id], manager);
    if (pledge.status !== PledgeStatus.OPEN || paid! < pledge.amountKes) return;
    const fulfilled = await updateWhere(
      manager.getRepository(Pledge),
      { id: pledge.id, status: PledgeStatus.OPEN },
      { status: PledgeStatus.FULFILLED, fulfilledAt: this.now(), nextReminderOn: null },
    );
    if (fulfilled.affected !== 1 || !thank || !pledge.phone) return;
    await this.sms.queue(manager, {
      to: pledge.phone,
      body: pledgeFulfilledSms(
        await this.factsOf(manager, pledge, paid!),
        await this.appealTitle(manager, pledge),
      ),
      kind: "thanks",
      promotional: true,
    });
  }

  /** What a pledge's SMS tell of it. */
  async factsOf(manager: EntityManager, pledge: Pledge, paidKes: number): Promise<PledgeFacts> {
    const settings = await manager.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID });
    return {
      id: pledge.id,
      language: pledge.language,
      amountKes: pledge.amountKes,
      paidKes,
      dueOn: pledge.dueOn,
      link: this.addressOf(pledge),
      paybill: settings?.paybillNumber?.trim() || null,
    };
  }

  /** The appeal's title in the pledger's language. */
  async appealTitle(manager: EntityManager, pledge: Pledge): Promise<string> {
    const project = await manager.findOneByOrFail(Project, { id: pledge.projectId });
    return translated(project, pledge.language).title;
  }

  /** The pledge's own page, whole, in the pledger's language. */
  addressOf(pledge: Pledge): string {
    return `${this.options.addresses.current()}${inLanguage(pledge.language, sitePaths.pledge.getHref(String(pledge.id), pledge.pageToken))}`;
  }
}
