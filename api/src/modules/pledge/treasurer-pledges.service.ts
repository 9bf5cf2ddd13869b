import { In, type DataSource, type Repository } from "typeorm";
import { requireTreasurer, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { newestFirstBatches, type NextBatch } from "../../db/newest-first-batches.js";
import { updateWhere } from "../../db/store.js";
import { Pledge, PledgeChange, PledgeStatus } from "./pledge.entity.js";
import { AdjustPledgeInput, CancelPledgeInput, PledgeFilterArgs, PledgePageArgs } from "./pledge.inputs.js";
import { nextReminderDay } from "./pledge-schedule.js";
import { pledgeTotals, whereOfPledges, type PledgeTotals } from "./pledge-totals.js";
import type { PledgeService } from "./pledge.service.js";

/** What the CSV export reads of a pledge: never its page's token. */
const EXPORTED = [
  "projectId",
  "pledgerKind",
  "name",
  "parishId",
  "amountKes",
  "dueOn",
  "schedule",
  "phone",
  "email",
  "honourRoll",
  "remindersConsentAt",
  "status",
  "source",
  "nextReminderOn",
  "cancelReason",
] as const satisfies readonly (keyof Pledge)[];

/**
 * The treasurer's side of pledges: the Pledges list, its totals, and the changes staff make to a
 * pledge (its amount or day, cancelling it), each kept with its reason, never a deletion. Taking a
 * pledge down from paper is PledgeService's, which makes every pledge.
 */
export class TreasurerPledgeService {
  private readonly pledges: Repository<Pledge>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly service: PledgeService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.pledges = dataSource.getRepository(Pledge);
  }

  /** A page of pledges a filter chooses, newest first (treasurers). */
  async page(actor: Actor | null, args: Untrusted<PledgePageArgs>): Promise<CursorPage<Pledge>> {
    requireTreasurer(actor);
    const input = await validated(PledgePageArgs, args);
    return newestFirstPage(
      this.pledges,
      whereOfPledges(input, todayInDiocese(this.now())),
      "createdAt",
      input,
    );
  }

  /**
   * Every pledge a filter chooses, for the CSV export, newest first, a batch at a time: refused
   * before the first batch is read.
   */
  async exportBatches(actor: Actor | null, args: Untrusted<PledgeFilterArgs>): Promise<NextBatch<Pledge>> {
    requireTreasurer(actor);
    const input = await validated(PledgeFilterArgs, args);
    return newestFirstBatches(this.pledges, {
      where: whereOfPledges(input, todayInDiocese(this.now())),
      property: "createdAt",
      select: EXPORTED,
    });
  }

  /** Promised, paid and overdue of the pledges a filter chooses (treasurers). */
  async totals(actor: Actor | null, args: Untrusted<PledgeFilterArgs>): Promise<PledgeTotals> {
    requireTreasurer(actor);
    const input = await validated(PledgeFilterArgs, args);
    return pledgeTotals(this.dataSource.manager, input, todayInDiocese(this.now()));
  }

  /** Staff change a pledge's amount or day, saying why: each change is kept (PledgeChange). */
  async adjust(actor: Actor | null, data: Untrusted<AdjustPledgeInput>): Promise<Pledge> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(AdjustPledgeInput, withTrimmedText(data));
    const pledge = await this.requireById(input.id);
    if (pledge.status === PledgeStatus.CANCELLED) {
      throw new UserInputError("A cancelled pledge cannot be changed", "id");
    }
    if (input.dueOn) this.service.requireDueDay(input.dueOn);
    const changes = [
      ["amountKes", pledge.amountKes, input.amountKes],
      ["dueOn", pledge.dueOn, input.dueOn],
    ].filter(([, from, to]) => to != null && to !== from) as [string, string | number, string | number][];
    if (changes.length === 0)
      throw new UserInputError("Give a new amountKes or dueOn to change", "amountKes");
    await this.dataSource.transaction(async (manager) => {
      for (const [field, from, to] of changes) {
        await manager.insert(PledgeChange, {
          pledgeId: pledge.id,
          field,
          fromValue: String(from),
          toValue: String(to),
          reason: input.reason,
          changedByUserId: treasurer.userId || null,
        });
      }
      const dueOn = input.dueOn ?? pledge.dueOn;
      const today = todayInDiocese(this.now());
      await updateWhere(
        manager.getRepository(Pledge),
        { id: pledge.id },
        {
          amountKes: input.amountKes ?? pledge.amountKes,
          dueOn,
          status: PledgeStatus.OPEN,
          fulfilledAt: null,
          nextReminderOn: pledge.remindersConsentAt
            ? nextReminderDay(pledge.schedule, todayInDiocese(pledge.createdAt), dueOn, today)
            : null,
        },
      );
      await this.service.settleIfFulfilled(manager, pledge.id, { thank: false });
    });
    return this.pledges.findOneByOrFail({ id: pledge.id });
  }

  /** Staff cancel an open pledge, saying why: it stays, with its payments, and reminds no one. */
  async cancel(actor: Actor | null, data: Untrusted<CancelPledgeInput>): Promise<Pledge> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(CancelPledgeInput, withTrimmedText(data));
    const pledge = await this.requireById(input.id);
    await this.dataSource.transaction(async (manager) => {
      const cancelled = await updateWhere(
        manager.getRepository(Pledge),
        { id: pledge.id, status: PledgeStatus.OPEN },
        { status: PledgeStatus.CANCELLED, cancelReason: input.reason, nextReminderOn: null },
      );
      if (cancelled.affected !== 1) {
        throw new UserInputError(
          `Only an open pledge can be cancelled; this one is ${pledge.status.toLowerCase()}`,
          "id",
        );
      }
      await manager.insert(PledgeChange, {
        pledgeId: pledge.id,
        field: "status",
        fromValue: PledgeStatus.OPEN,
        toValue: PledgeStatus.CANCELLED,
        reason: input.reason,
        changedByUserId: treasurer.userId || null,
      });
    });
    return this.pledges.findOneByOrFail({ id: pledge.id });
  }

  /** What staff changed of each pledge, oldest first: for a page of pledges in one query. */
  async changesOfEach(pledgeIds: readonly number[]): Promise<PledgeChange[][]> {
    const changes = await this.dataSource
      .getRepository(PledgeChange)
      .find({ where: { pledgeId: In([...pledgeIds]) }, order: { id: "ASC" } });
    return pledgeIds.map((id) => changes.filter((change) => change.pledgeId === id));
  }

  private async requireById(rawId: unknown): Promise<Pledge> {
    const id = parseId(rawId);
    const pledge = await this.pledges.findOneBy({ id });
    if (!pledge) throw new NotFoundError(`There is no pledge with id ${id}`);
    return pledge;
  }
}
