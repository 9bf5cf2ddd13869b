import { randomBytes } from "node:crypto";
import {
  In,
  IsNull,
  MoreThanOrEqual,
  type DataSource,
  type EntityManager,
  type FindOptionsWhere,
  type Repository,
} from "typeorm";
import { NotFoundError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { announce } from "../../db/write-events.js";
import { parseId } from "../../lib/validation.js";
import type { Language } from "../../site/languages.js";
import { ProjectStatus, type Project } from "../project/project.entity.js";
import type { ProjectService } from "../project/project.service.js";
import { Contribution, GiftSource, GiftStatus } from "./contribution.entity.js";
import {
  appealProgressOf,
  recentGiftOf,
  type AppealProgress,
  type Progress,
  type RecentGift,
} from "./gift-views.js";
import { updateWhere } from "../../db/store.js";
import { DAY_MS } from "./gift-filters.js";
import {
  addPaybillEntryIn,
  keepNoticeIn,
  settlePromptIn,
  type GiftPaid,
  type NoticeReceived,
  type PromptFailed,
  type PaybillGift,
  type PromptOutcome,
} from "./gift-settlement.js";
import { newToken, secretHash } from "./gift-tokens.js";
import { claimPromptsToQueryIn, expireUnansweredIn, failPromptIn } from "./unanswered-prompts.js";
import {
  addPaidEntry,
  claimTotalsCheck,
  totalsDifferingFromLedger,
  totalsOf,
  type TotalDifference,
} from "./appeal-totals.js";

// Other modules import the ledger's service alone (eslint.config.js, MODULE_ZONES), so what M-Pesa's
// module takes of the settling and the secrets is offered here too.
export type { NoticeReceived, PaybillGift, PromptOutcome } from "./gift-settlement.js";
export { newToken, sameSecret, secretHash } from "./gift-tokens.js";
export { maskedPhone, mpesaPhone } from "./donor-phone.js";

/** A prompt's details, for the ledger's pending entry. */
export interface PromptDetails {
  /** The appeal given to; null for a parish's payment of its assessment. */
  projectId: number | null;
  assessmentId?: number | null;
  amountKes: number;
  phone: string;
  donorName: string | null;
  anonymous: boolean;
  email: string | null;
  /** The give page's language, for the e-mailed receipt. */
  language: Language;
  /** The pledge it pays towards, for a prompt asked for on a pledge's page. */
  pledgeId?: number | null;
  /** The event registration whose fee it pays (projectId null). */
  registrationId?: number | null;
}

const GIFT_SOURCES = [GiftSource.STK, GiftSource.PAYBILL, GiftSource.STAFF];
/** The most prompts one round of the sweep marks failed for want of an answer; the next takes the rest. */

/**
 * The ledger of gifts: the one place that reads and writes it. Entries are added, never deleted;
 * a pending prompt is settled once, by one conditional update, however many times M-Pesa tells.
 */
export class ContributionService {
  private readonly entries: Repository<Contribution>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly projects: ProjectService,
    /** What else happens when M-Pesa pays a gift, in its transaction: its SMS receipt (services.ts). */
    private readonly whenPaid: GiftPaid = async () => false,
    /** What else happens when a prompt fails, in its transaction: a registration's place released. */
    private readonly whenFailed: PromptFailed = async () => {},
  ) {
    this.entries = dataSource.getRepository(Contribution);
  }

  /**
   * Raised, opening balance and gift counts of each project, for a list of projects in one query:
   * the running totals the ledger's writes keep (appeal-totals.ts), not a sum over the ledger.
   */
  progressOfEach(projectIds: readonly number[]): Promise<Progress[]> {
    return totalsOf(this.dataSource.manager, projectIds);
  }

  /**
   * The projects whose running total differs from the sum of their paid ledger entries, with both
   * figures and the project's title: empty when all agree. It reports and repairs nothing.
   */
  async ledgerCheck(): Promise<(TotalDifference & { title: string | null })[]> {
    const differences = await totalsDifferingFromLedger(this.dataSource.manager);
    return Promise.all(
      differences.map(async (difference) => ({
        ...difference,
        title: (await this.projects.findById(difference.projectId))?.title ?? null,
      })),
    );
  }

  /** Whether this instance is the one to run the night's ledger check (claimed once across instances). */
  claimLedgerCheck(now: Date): Promise<boolean> {
    return claimTotalsCheck(this.dataSource.manager, now);
  }

  /** A project's progress, or null when there is no such project. */
  async appealProgress(projectId: number): Promise<AppealProgress | null> {
    const project = await this.projects.findById(projectId);
    if (!project) return null;
    const [progress] = await this.progressOfEach([project.id]);
    return appealProgressOf(project, progress!);
  }

  /** The newest paid gifts to a project that stand (none reversed), for the public list. */
  async recentGifts(rawProjectId: unknown, first = 10): Promise<RecentGift[]> {
    const projectId = parseId(rawProjectId, "projectId");
    if (!Number.isInteger(first) || first < 1 || first > 50) {
      throw new UserInputError("first must be a whole number from 1 to 50", "first");
    }
    const gifts = await this.entries
      .createQueryBuilder("gift")
      .where("gift.project_id = :projectId", { projectId })
      .andWhere("gift.status = :paid", { paid: GiftStatus.PAID })
      .andWhere("gift.source IN (:...sources)", { sources: GIFT_SOURCES })
      .andWhere("NOT EXISTS (SELECT 1 FROM contribution reversal WHERE reversal.reverses_id = gift.id)")
      .orderBy("gift.paid_at", "DESC")
      .addOrderBy("gift.id", "DESC")
      .take(first)
      .getMany();
    return gifts.map(recentGiftOf);
  }

  /** A gift by the unguessable token of its status and receipt pages; null when there is none. */
  findByToken(token: string): Promise<Contribution | null> {
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return Promise.resolve(null);
    // A parish's payment of its assessment has no donor's pages.
    return this.entries.findOneBy({ receiptToken: token, assessmentId: IsNull(), registrationId: IsNull() });
  }

  /** The project a gift is for (the ledger's foreign key keeps it). */
  async projectOf(gift: Contribution): Promise<Project> {
    const project = gift.projectId === null ? null : await this.projects.findById(gift.projectId);
    if (!project) throw new NotFoundError(`There is no project with id ${gift.projectId}`);
    return project;
  }

  findById(id: number): Promise<Contribution | null> {
    return this.entries.findOneBy({ id });
  }

  /**
   * The prompts of the last day asked for towards a pledge or an assessment, of an amount, newest
   * first: what a paybill confirmation quoting its account may be the payment of.
   */
  recentPromptsFor(
    towards: Pick<FindOptionsWhere<Contribution>, "pledgeId" | "assessmentId" | "registrationId">,
    amountKes: number,
  ): Promise<Contribution[]> {
    return this.entries.find({
      where: {
        ...towards,
        amountKes,
        source: GiftSource.STK,
        createdAt: MoreThanOrEqual(new Date(Date.now() - DAY_MS)),
      },
      order: { id: "DESC" },
      take: 5,
    });
  }

  /** Entries by id, in the order asked (null for none): for a page of the ledger in one query. */
  async listByIds(ids: readonly number[]): Promise<(Contribution | null)[]> {
    const found = await this.entries.findBy({ id: In([...ids]) });
    return ids.map((id) => found.find((entry) => entry.id === id) ?? null);
  }

  /** The reversal of each gift, or null for one that stands: for a page of the ledger in one query. */
  async reversalsOf(giftIds: readonly number[]): Promise<(Contribution | null)[]> {
    const reversals = await this.entries.findBy({ reversesId: In([...giftIds]) });
    return giftIds.map((id) => reversals.find((reversal) => reversal.reversesId === id) ?? null);
  }

  /** The project a gift is for, refused when there is none or it takes no more gifts. */
  async projectTakingGifts(rawProjectId: unknown): Promise<Project> {
    const project = await this.projectGivenTo(rawProjectId);
    if (project.status === ProjectStatus.COMPLETED) {
      throw new UserInputError(`${project.title} is completed and takes no more gifts`, "projectId");
    }
    return project;
  }

  /** The project an input names, refused when there is none. */
  async projectGivenTo(rawProjectId: unknown): Promise<Project> {
    const project = await this.projects.findById(parseId(rawProjectId, "projectId"));
    if (!project)
      throw new UserInputError(`There is no project with id ${String(rawProjectId)}`, "projectId");
    return project;
  }

  /** Opens the pending entry of a prompt before it is sent, with the secret of its callback address. */
  async openPrompt(details: PromptDetails): Promise<{ entry: Contribution; callbackSecret: string }> {
    const callbackSecret = randomBytes(32).toString("base64url");
    const entry = await this.entries.save(
      this.entries.create({
        ...details,
        source: GiftSource.STK,
        status: GiftStatus.PENDING,
        callbackSecretHash: secretHash(callbackSecret),
        receiptToken: newToken(),
      }),
    );
    return { entry, callbackSecret };
  }

  /** Keeps Daraja's ids of a prompt it accepted, for its callback and the status query. */
  async notePromptAccepted(id: number, ids: { checkoutRequestId: string; merchantRequestId: string }) {
    await updateWhere(
      this.entries,
      { id },
      { checkoutRequestId: ids.checkoutRequestId, merchantRequestId: ids.merchantRequestId },
    );
  }

  /**
   * Settles a pending prompt once however often M-Pesa tells, and keeps what Daraja sent, in one
   * transaction (gift-settlement.ts). Answers whether this call settled it.
   */
  async settlePrompt(id: number, outcome: PromptOutcome, notice: NoticeReceived): Promise<boolean> {
    return this.dataSource.transaction((manager) =>
      settlePromptIn(manager, id, outcome, notice, { whenPaid: this.whenPaid, whenFailed: this.whenFailed }),
    );
  }

  /** Fails the prompts given up on for want of an answer (unanswered-prompts.ts). */
  expireUnanswered(afterMs: number, resultDescription: string): Promise<void> {
    return expireUnansweredIn(this.dataSource, this.whenFailed, afterMs, resultDescription);
  }

  /** Marks a prompt Daraja refused to send (a locked subscriber, say): nothing was asked of the donor. */
  refusePrompt(id: number, resultDescription: string): Promise<void> {
    return failPromptIn(
      this.dataSource,
      this.whenFailed,
      { id, status: GiftStatus.PENDING },
      resultDescription,
    );
  }

  /** Keeps what Daraja sent that settles nothing (a forged id, a mismatch, another account's payment). */
  async keepNotice(
    manager: EntityManager | null,
    notice: NoticeReceived,
    contributionId: number | null,
    outcome: string,
  ): Promise<number> {
    return keepNoticeIn(manager ?? this.dataSource.manager, notice, contributionId, outcome);
  }

  /**
   * A payment to the paybill by hand, from its C2B confirmation: a paid gift with its receipt
   * number, once per M-Pesa transaction however often the confirmation comes.
   */
  async recordPaybillGift(payment: PaybillGift, notice: NoticeReceived): Promise<boolean> {
    try {
      return await this.recordPaybillGiftOnce(payment, notice);
    } catch (error) {
      // The same confirmation, delivered twice at once: the other delivery recorded it.
      if (!isUniqueViolation(error)) throw error;
      await this.keepNotice(null, notice, null, "duplicate");
      return false;
    }
  }

  private recordPaybillGiftOnce(payment: PaybillGift, notice: NoticeReceived): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(Contribution, { mpesaReceipt: payment.mpesaReceipt })) {
        await this.keepNotice(manager, notice, null, "duplicate");
        return false;
      }
      const entry = await this.addPaybillEntry(manager, payment);
      await this.keepNotice(manager, notice, entry.id, "settled");
      await this.whenPaid(manager, entry.id);
      return true;
    });
  }

  /**
   * A paid PAYBILL entry with the next receipt number, in the caller's transaction; M-Pesa's
   * transaction id is unique in the ledger, so a second entry for one payment is refused.
   */
  addPaybillEntry(manager: EntityManager, payment: PaybillGift): Promise<Contribution> {
    return addPaybillEntryIn(manager, payment);
  }

  /** The pending prompts an instance should ask Daraja about now, each claimed by this instance alone. */
  claimPromptsToQuery(options: {
    olderThanMs: number;
    retryInMs: number;
    limit: number;
  }): Promise<Contribution[]> {
    return claimPromptsToQueryIn(this.entries, options);
  }

  /** An opening entry: what a project had raised before the ledger (sample content, migrations). */
  async recordOpening(projectId: number, amountKes: number, note: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await announce(manager, { type: "GiftSettled", projectId });
      await addPaidEntry(manager, {
        projectId,
        source: GiftSource.OPENING,
        amountKes,
        reference: note,
        receiptToken: newToken(),
        paidAt: new Date(),
      });
    });
  }

  /** What else happens when a gift becomes paid (its SMS receipt, its pledge), in `manager`'s transaction. */
  afterPaid(manager: EntityManager, id: number): Promise<boolean> {
    return this.whenPaid(manager, id);
  }

  /** Queues a paid gift's SMS receipt again; false when it has no mobile number or SMS are off. */
  queueReceiptAgain(id: number): Promise<boolean> {
    return this.dataSource.transaction((manager) => this.whenPaid(manager, id));
  }

  /** Whether any entry of the ledger names the project (then it cannot be deleted). */
  hasEntries(projectId: number): Promise<boolean> {
    return this.entries.existsBy({ projectId });
  }
}
