import { IsNull, type DataSource, type EntityManager, type Repository } from "typeorm";
import { requireTreasurer, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { PageOf, pageOf, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { ObjectType } from "type-graphql";
import { Contribution } from "./contribution.entity.js";
import type { ContributionService, NoticeReceived, PaybillGift } from "./contribution.service.js";
import { UnmatchedPayment, UnmatchedReason, UnmatchedResolution } from "./unmatched-payment.entity.js";
import {
  AssignUnmatchedPaymentInput,
  SetAsideUnmatchedPaymentInput,
  UnmatchedPaymentPageArgs,
} from "./unmatched-payment.inputs.js";
import { updateWhere } from "../../db/store.js";

@ObjectType({ description: "One page of the paybill payments that need attention, newest first" })
export class UnmatchedPaymentPage extends PageOf(UnmatchedPayment) {}

/** A paybill payment as its confirmation told it, and the account number the payer typed. */
export interface PaybillPaymentReceived extends Omit<PaybillGift, "projectId"> {
  accountNumber: string;
}

/**
 * Paybill payments M-Pesa confirmed that the site could not match to a gift or to the appeal:
 * kept, one per M-Pesa transaction, until the treasurer assigns each to a project (it becomes a
 * paid PAYBILL gift) or sets it aside as money for no appeal.
 */
export class UnmatchedPaymentService {
  private readonly payments: Repository<UnmatchedPayment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: ContributionService,
  ) {
    this.payments = dataSource.getRepository(UnmatchedPayment);
  }

  /**
   * Keeps M-Pesa's notice of a payment the site could not match, and lists the payment for the
   * treasurer, in one transaction; a payment already listed or in the ledger (M-Pesa confirming
   * it again) is kept as a duplicate notice only.
   */
  async keep(
    payment: PaybillPaymentReceived,
    notice: NoticeReceived,
    reason: UnmatchedReason,
  ): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        if (await this.isKnown(manager, payment.mpesaReceipt)) {
          await this.ledger.keepNotice(manager, notice, null, "duplicate");
          return;
        }
        const noticeId = await this.ledger.keepNotice(manager, notice, null, "needs-attention");
        await manager.insert(UnmatchedPayment, {
          noticeId,
          mpesaReceipt: payment.mpesaReceipt,
          amountKes: payment.amountKes,
          phone: payment.phone || null,
          donorName: payment.donorName,
          accountNumber: payment.accountNumber,
          reason,
        });
      });
    } catch (error) {
      // The same confirmation, delivered twice at once: the other delivery listed it.
      if (!isUniqueViolation(error)) throw error;
      await this.ledger.keepNotice(null, notice, null, "duplicate");
    }
  }

  private async isKnown(manager: EntityManager, mpesaReceipt: string): Promise<boolean> {
    return (
      (await manager.existsBy(UnmatchedPayment, { mpesaReceipt })) ||
      (await manager.existsBy(Contribution, { mpesaReceipt }))
    );
  }

  /** The payments that still need attention, newest first. */
  async page(
    actor: Actor | null,
    args: Untrusted<UnmatchedPaymentPageArgs>,
  ): Promise<Page<UnmatchedPayment>> {
    requireTreasurer(actor);
    const input = await validated(UnmatchedPaymentPageArgs, args);
    const [items, total] = await this.payments.findAndCount({
      where: { resolution: IsNull() },
      order: { id: "DESC" },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    });
    return pageOf(items, total, input);
  }

  /**
   * Records the payment as a paid PAYBILL gift to the project the treasurer chose, once: the
   * payment is claimed by a conditional update in the same transaction as the gift.
   */
  async assign(actor: Actor | null, data: Untrusted<AssignUnmatchedPaymentInput>): Promise<Contribution> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(AssignUnmatchedPaymentInput, data);
    const payment = await this.open(input.id);
    const project = await this.ledger.projectTakingGifts(input.projectId);
    return this.enter(treasurer, payment, { projectId: project.id });
  }

  /**
   * Records the payment as a paid PAYBILL entry towards a parish's assessment (the treasurer's
   * check and the assessment chosen by AssessmentPaymentService.assignUnmatched), once.
   */
  async assignToAssessment(treasurer: Actor, rawId: unknown, assessmentId: number): Promise<Contribution> {
    const payment = await this.open(rawId);
    return this.enter(treasurer, payment, { projectId: null, assessmentId });
  }

  private async enter(
    treasurer: Actor,
    payment: UnmatchedPayment,
    destination: Pick<PaybillGift, "projectId" | "assessmentId">,
  ): Promise<Contribution> {
    return this.dataSource
      .transaction(async (manager) => {
        await this.claim(manager, payment, {
          resolution: UnmatchedResolution.ASSIGNED,
          resolvedByUserId: treasurer.userId || null,
        });
        const entry = await this.ledger.addPaybillEntry(manager, {
          ...destination,
          amountKes: payment.amountKes,
          mpesaReceipt: payment.mpesaReceipt,
          phone: payment.phone ?? "",
          donorName: payment.donorName,
        });
        await updateWhere(
          manager.getRepository(UnmatchedPayment),
          { id: payment.id },
          { contributionId: entry.id },
        );
        return entry;
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new UserInputError(`M-Pesa's payment ${payment.mpesaReceipt} is in the ledger already`, "id");
      });
  }

  /** Sets the payment aside as money for no appeal (a tithe, say): it leaves the list, and the ledger. */
  async setAside(
    actor: Actor | null,
    data: Untrusted<SetAsideUnmatchedPaymentInput>,
  ): Promise<UnmatchedPayment> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(SetAsideUnmatchedPaymentInput, withTrimmedText(data, ["note"]));
    const payment = await this.open(input.id);
    await this.dataSource.transaction((manager) =>
      this.claim(manager, payment, {
        resolution: UnmatchedResolution.NOT_FOR_APPEAL,
        resolvedByUserId: treasurer.userId || null,
        note: input.note || null,
      }),
    );
    return this.payments.findOneByOrFail({ id: payment.id });
  }

  /** The payment, refused when there is none or the treasurer has answered it already. */
  private async open(rawId: unknown): Promise<UnmatchedPayment> {
    const payment = await this.payments.findOneBy({ id: parseId(rawId) });
    if (!payment) throw new NotFoundError(`There is no unmatched payment with id ${String(rawId)}`);
    if (payment.resolution) throw await this.answeredAlready(payment.id);
    return payment;
  }

  /** Marks the payment answered, unless another treasurer answered it first (then refused). */
  private async claim(
    manager: EntityManager,
    payment: UnmatchedPayment,
    answer: Pick<UnmatchedPayment, "resolution" | "resolvedByUserId"> & { note?: string | null },
  ): Promise<void> {
    const claimed = await updateWhere(
      manager.getRepository(UnmatchedPayment),
      { id: payment.id, resolution: IsNull() },
      { ...answer, resolvedAt: new Date() },
    );
    if (claimed.affected !== 1) throw await this.answeredAlready(payment.id);
  }

  private async answeredAlready(id: number): Promise<UserInputError> {
    const payment = await this.payments.findOneByOrFail({ id });
    if (payment.resolution === UnmatchedResolution.NOT_FOR_APPEAL) {
      return new UserInputError("This payment has already been set aside as not for an appeal", "id");
    }
    const gift = payment.contributionId ? await this.ledger.findById(payment.contributionId) : null;
    if (gift?.assessmentId) {
      return new UserInputError("This payment has already been assigned to a parish's assessment", "id");
    }
    const project = gift ? await this.ledger.projectOf(gift) : null;
    return new UserInputError(
      project
        ? `This payment has already been assigned to ${project.title}`
        : "This payment has already been assigned to a project",
      "id",
    );
  }
}
