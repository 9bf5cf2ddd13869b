import { IsNull, type DataSource, type Repository } from "typeorm";
import { requireGivingTotals, requireTreasurer, type Actor } from "../../authorization.js";
import { NotFoundError, ServiceUnavailableError, UserInputError } from "../../errors.js";
import { canReceiveSms, kenyanMobile } from "../sms/sms.service.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { announce } from "../../db/write-events.js";
import { newestFirstBatches, type NextBatch } from "../../db/newest-first-batches.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Contribution, GiftMethod, GiftSource, GiftStatus } from "./contribution.entity.js";
import { GiftFilterArgs, GiftPageArgs, RecordGiftInput, ReverseGiftInput } from "./contribution.inputs.js";
import type { ContributionService } from "./contribution.service.js";
import { noonInDiocese, whereOf } from "./gift-filters.js";
import type { GiftTotals } from "./gift-views.js";
import { newToken } from "./gift-tokens.js";
import { nextReceiptNumber } from "./receipt-numbers.js";
import { addPaidEntry } from "./appeal-totals.js";
import { announceGiftSettled } from "./gift-settlement.js";
import { Pledge } from "../pledge/pledge.entity.js";

/** What the CSV export writes of an entry: no secrets or M-Pesa's bookkeeping. */
const EXPORTED = [
  "projectId",
  "registrationId",
  "source",
  "method",
  "status",
  "amountKes",
  "phone",
  "donorName",
  "anonymous",
  "mpesaReceipt",
  "reference",
  "receiptNumber",
  "reversesId",
  "reason",
  "paidAt",
] as const satisfies readonly (keyof Contribution)[];

/** Money received by hand, as the treasurer records it (treasurer-ledger.service.ts). */
export interface RecordedEntry {
  projectId: number | null;
  assessmentId: number | null;
  /** The event registration whose fee it is (modules/event-registration/). */
  registrationId?: number | null;
  method: GiftMethod;
  amountKes: number;
  reference: string | null;
  donorName: string | null;
  anonymous: boolean;
  recordedByUserId: number | null;
  /** The donor's number as the ledger keeps a prompt's (2547XXXXXXXX), when staff were given it. */
  phone?: string | null;
  /** The day it was received, YYYY-MM-DD in Kakamega. */
  receivedOn: string;
  pledgeId: number | null;
}

/**
 * The treasurer's side of the ledger: the Contributions page, its totals and CSV, and the gifts
 * staff record or take back by hand. M-Pesa's side (prompts, callbacks, the paybill) is the
 * ledger's own service (contribution.service.ts); both only ever add entries.
 */
export class TreasurerLedgerService {
  private readonly entries: Repository<Contribution>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly contributions: ContributionService,
  ) {
    this.entries = dataSource.getRepository(Contribution);
  }

  /** A page of the entries a filter chooses, newest first. */
  async page(actor: Actor | null, args: Untrusted<GiftPageArgs>): Promise<CursorPage<Contribution>> {
    requireTreasurer(actor);
    const input = await validated(GiftPageArgs, args);
    return newestFirstPage(this.entries, whereOf(input), "createdAt", input);
  }

  /**
   * Every entry a filter chooses, for the CSV export, newest first, a batch at a time: refused
   * before the first batch is read (db/newest-first-batches.ts says what the export sees).
   */
  async exportBatches(
    actor: Actor | null,
    args: Untrusted<GiftFilterArgs>,
  ): Promise<NextBatch<Contribution>> {
    requireTreasurer(actor);
    const input = await validated(GiftFilterArgs, args);
    return newestFirstBatches(this.entries, {
      where: whereOf(input),
      property: "createdAt",
      select: EXPORTED,
    });
  }

  /** The totals of a filter: what editors see of giving, and the Contributions page's sums. */
  async totals(actor: Actor | null, args: Untrusted<GiftFilterArgs>): Promise<GiftTotals> {
    requireGivingTotals(actor);
    const input = await validated(GiftFilterArgs, args);
    // What was given: paid entries, unless another status is asked for.
    // Registration fees are in the ledger's list, but given to no appeal: no total of gifts counts them.
    const where = {
      ...whereOf({ ...input, status: input.status ?? GiftStatus.PAID }),
      registrationId: IsNull(),
    };
    const [amountKes, entries] = await Promise.all([
      this.entries.sum("amountKes", where),
      this.entries.count({ where }),
    ]);
    return { amountKes: amountKes ?? 0, entries };
  }

  /** A gift received in cash, by cheque or transfer: paid, with the next receipt number. */
  async recordGift(actor: Actor | null, data: Untrusted<RecordGiftInput>): Promise<Contribution> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(
      RecordGiftInput,
      withTrimmedText(data, ["reference", "donorName", "phone"]),
    );
    // As the ledger keeps a prompt's number, so that the donor's statement finds both.
    const phone = input.phone ? kenyanMobile(input.phone).slice(1) : null;
    if (input.receivedOn > todayInDiocese(new Date())) {
      throw new UserInputError(
        "receivedOn must be today or a day before: a gift cannot be received in the future",
        "receivedOn",
      );
    }
    const project = await this.contributions.projectGivenTo(input.projectId);
    const pledgeId = input.pledgeId ? Number(input.pledgeId) : null;
    if (pledgeId && !(await this.entries.manager.existsBy(Pledge, { id: pledgeId, projectId: project.id }))) {
      throw new UserInputError(`There is no pledge with id ${pledgeId} to ${project.title}`, "pledgeId");
    }
    return this.addRecordedEntry({
      projectId: project.id,
      assessmentId: null,
      method: input.method,
      amountKes: input.amountKes,
      reference: input.reference ?? null,
      donorName: input.donorName ?? null,
      anonymous: input.anonymous,
      recordedByUserId: treasurer.userId || null,
      phone,
      receivedOn: input.receivedOn,
      pledgeId,
    });
  }

  /**
   * Money staff received by hand (cash, a cheque, a transfer) as a paid entry with the next receipt
   * number, for a gift to a project or a parish's payment of its assessment: the caller has
   * checked who records it and what it is for.
   */
  async addRecordedEntry(entry: RecordedEntry): Promise<Contribution> {
    const { receivedOn, ...details } = entry;
    return this.dataSource.transaction(async (manager) => {
      const receivedAt = noonInDiocese(receivedOn);
      await announceGiftSettled(manager, details.projectId);
      const gift = await addPaidEntry(manager, {
        ...details,
        source: GiftSource.STAFF,
        receiptToken: newToken(),
        receiptNumber: await nextReceiptNumber(manager, receivedAt),
        paidAt: receivedAt,
      });
      await this.contributions.afterPaid(manager, gift.id);
      return gift;
    });
  }

  /** Takes back a paid gift with a reason: a reversal entry of its own; the gift stays in the ledger. */
  async reverse(actor: Actor | null, data: Untrusted<ReverseGiftInput>): Promise<Contribution> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(ReverseGiftInput, withTrimmedText(data));
    const gift = await this.entries.findOneBy({ id: parseId(input.id) });
    if (!gift) throw new NotFoundError(`There is no gift with id ${input.id}`);
    if (gift.source === GiftSource.REVERSAL) throw new UserInputError("A reversal cannot be reversed", "id");
    if (gift.status !== GiftStatus.PAID) {
      throw new UserInputError(
        `Only a paid gift can be reversed; this one is ${gift.status.toLowerCase()}`,
        "id",
      );
    }
    if (gift.assessmentId !== null) {
      throw new UserInputError("A parish's payment of its assessment is reversed on its assessment", "id");
    }
    return this.addReversal(gift, input.reason, treasurer);
  }

  /**
   * A reversal entry of a paid entry (a gift, or a parish's payment of its assessment), for the
   * caller who checked it may be: refused when the entry has been reversed already.
   */
  addReversal(gift: Contribution, reason: string, treasurer: Actor): Promise<Contribution> {
    const what = gift.assessmentId === null ? "gift" : "payment";
    const alreadyReversed = () => new UserInputError(`This ${what} has already been reversed`, "id");
    // Two reversals at once both find none: the unique reverses_id refuses the second one's insert.
    return saveOrConflict(
      () =>
        this.dataSource.transaction(async (manager) => {
          if (await manager.existsBy(Contribution, { reversesId: gift.id })) throw alreadyReversed();
          if (gift.projectId !== null) {
            await announce(manager, { type: "GiftReversed", projectId: gift.projectId });
          }
          return addPaidEntry(manager, {
            projectId: gift.projectId,
            assessmentId: gift.assessmentId,
            registrationId: gift.registrationId,
            source: GiftSource.REVERSAL,
            amountKes: -gift.amountKes,
            reversesId: gift.id,
            pledgeId: gift.pledgeId,
            reason,
            recordedByUserId: treasurer.userId || null,
            receiptToken: newToken(),
            paidAt: new Date(),
          });
        }),
      alreadyReversed,
    );
  }

  /** Sends a paid gift's SMS receipt again, when its donor says it never came (treasurers). */
  async resendReceipt(actor: Actor | null, rawId: unknown): Promise<boolean> {
    requireTreasurer(actor);
    const id = parseId(rawId);
    const gift = await this.entries.findOneBy({ id });
    if (!gift) throw new NotFoundError(`There is no gift with id ${id}`);
    if (gift.status !== GiftStatus.PAID || gift.source === GiftSource.REVERSAL) {
      throw new UserInputError("Only a paid gift has a receipt to send", "id");
    }
    if (!gift.phone || !canReceiveSms(gift.phone)) {
      throw new UserInputError(
        "This gift has no mobile number to send its receipt to: M-Pesa masks the number of a paybill payment",
        "id",
      );
    }
    if (!(await this.contributions.queueReceiptAgain(id))) {
      throw new ServiceUnavailableError("SMS are switched off on this site: the operators' SMS_ENV");
    }
    return true;
  }
}
