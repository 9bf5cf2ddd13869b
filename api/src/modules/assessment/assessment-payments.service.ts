import { In, IsNull, Not, type DataSource, type Repository } from "typeorm";
import { requireParishRecordsReading, requireTreasurer, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { PageArgs, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Contribution, GiftSource, GiftStatus } from "../contribution/contribution.entity.js";
import { requirePromptAmount } from "../contribution/contribution.inputs.js";
import { mpesaPhone } from "../contribution/contribution.service.js";
import type { TreasurerLedgerService } from "../contribution/treasurer-ledger.service.js";
import type { UnmatchedPaymentService } from "../contribution/unmatched-payment.service.js";
import type { Assessment } from "./assessment.entity.js";
import {
  AssignUnmatchedToAssessmentInput,
  PayAssessmentInput,
  RecordAssessmentPaymentInput,
  ReverseAssessmentPaymentInput,
} from "./assessment.inputs.js";
import {
  requireParishPaying,
  requireSomeParishPaying,
  type AssessmentService,
} from "./assessment.service.js";

/** What M-Pesa's service needs to send a prompt towards an assessment. */
export interface AssessmentPrompt {
  assessment: Assessment;
  /** Q and the parish's number: the account the parish types at the paybill too. */
  accountReference: string;
  amountKes: number;
  phone: string;
  payerName: string;
}

/** The account a parish pays its assessment to at the paybill: Q and the parish's number. */
export const assessmentAccount = (parishId: number) => `Q${parishId}`;

/**
 * What parishes pay of their assessments: entries of the ledger of gifts (same receipts, same
 * reversals, same settling of M-Pesa's word), which count in no appeal's total. The diocesan
 * treasurer records cheques and transfers and reverses; a prompt is sent by M-Pesa's service
 * (mpesa-giving.service.ts) once `promptFor` has checked it; the paybill's `Q<parish>` payments
 * are placed by paybill-destination.ts.
 */
export class AssessmentPaymentService {
  private readonly entries: Repository<Contribution>;

  private readonly assessments: AssessmentService;
  private readonly ledger: TreasurerLedgerService;
  private readonly unmatchedPayments: UnmatchedPaymentService;

  constructor(
    dataSource: DataSource,
    parts: {
      assessments: AssessmentService;
      ledger: TreasurerLedgerService;
      unmatchedPayments: UnmatchedPaymentService;
    },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.entries = dataSource.getRepository(Contribution);
    ({
      assessments: this.assessments,
      ledger: this.ledger,
      unmatchedPayments: this.unmatchedPayments,
    } = parts);
  }

  /**
   * A paybill payment the site could not place (a mistyped Q number, say), put by the treasurer
   * towards the parish they know it came from: its oldest assessment not paid in full, as a
   * payment quoting the parish's account would have gone.
   */
  async assignUnmatched(
    actor: Actor | null,
    data: Untrusted<AssignUnmatchedToAssessmentInput>,
  ): Promise<Contribution> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(AssignUnmatchedToAssessmentInput, data);
    const parishId = parseId(input.parishId, "parishId");
    const assessment = await this.assessments.assessmentToPay(parishId);
    if (!assessment) {
      throw new UserInputError(
        `Parish ${parishId} has no assessment to pay (or there is no such parish): set its assessment first`,
        "parishId",
      );
    }
    return this.unmatchedPayments.assignToAssessment(treasurer, input.id, assessment.id);
  }

  /** A cheque, a transfer or cash the diocese received towards a parish's assessment. */
  async record(actor: Actor | null, data: Untrusted<RecordAssessmentPaymentInput>): Promise<Contribution> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(RecordAssessmentPaymentInput, withTrimmedText(data, ["reference"]));
    if (input.receivedOn > todayInDiocese(this.now())) {
      throw new UserInputError("receivedOn must be today or a day before, not in the future", "receivedOn");
    }
    const { assessment, parish } = await this.assessments.readable(treasurer, input.assessmentId);
    return this.ledger.addRecordedEntry({
      projectId: null,
      assessmentId: assessment.id,
      method: input.method,
      amountKes: input.amountKes,
      reference: input.reference ?? null,
      donorName: parish.name,
      anonymous: false,
      recordedByUserId: treasurer.userId || null,
      receivedOn: input.receivedOn,
      pledgeId: null,
    });
  }

  /** Takes back a paid payment of an assessment with a reason: a reversal entry; the payment stays. */
  async reverse(actor: Actor | null, data: Untrusted<ReverseAssessmentPaymentInput>): Promise<Contribution> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(ReverseAssessmentPaymentInput, withTrimmedText(data));
    const entry = await this.entries.findOneBy({ id: parseId(input.id), assessmentId: Not(IsNull()) });
    if (!entry) throw new NotFoundError(`There is no payment of an assessment with id ${input.id}`);
    if (entry.source === GiftSource.REVERSAL) throw new UserInputError("A reversal cannot be reversed", "id");
    if (entry.status !== GiftStatus.PAID) {
      throw new UserInputError(
        `Only a paid payment can be reversed; this one is ${entry.status.toLowerCase()}`,
        "id",
      );
    }
    return this.ledger.addReversal(entry, input.reason, treasurer);
  }

  /** A page of an assessment's entries, newest first, each saying whether it was reversed. */
  async page(
    actor: Actor | null,
    rawAssessmentId: unknown,
    args: Untrusted<PageArgs>,
  ): Promise<Page<{ entry: Contribution; reversed: boolean }>> {
    requireParishRecordsReading(actor);
    const window = await validated(PageArgs, args);
    const { assessment } = await this.assessments.readable(actor, rawAssessmentId);
    const [entries, total] = await this.entries.findAndCount({
      where: { assessmentId: assessment.id },
      order: { id: "DESC" },
      ...pageWindow(window),
    });
    const reversals = entries.length
      ? await this.entries.find({
          select: { reversesId: true },
          where: { reversesId: In(entries.map((entry) => entry.id)) },
        })
      : [];
    const reversed = new Set(reversals.map((reversal) => reversal.reversesId));
    return pageOf(
      entries.map((entry) => ({ entry, reversed: reversed.has(entry.id) })),
      total,
      window,
    );
  }

  /**
   * Checks a prompt towards an assessment (the parish's own editor, a treasurer or a system admin;
   * an amount M-Pesa takes; a Safaricom number) and answers what it is to be.
   */
  async promptFor(
    actor: Actor | null,
    data: Untrusted<PayAssessmentInput>,
    maxKes: number,
  ): Promise<AssessmentPrompt> {
    requireSomeParishPaying(actor);
    const input = await validated(PayAssessmentInput, withTrimmedText(data));
    const { assessment, parish } = await this.assessments.readable(actor, input.assessmentId);
    requireParishPaying(actor, parish);
    requirePromptAmount(input.amountKes, maxKes);
    return {
      assessment,
      accountReference: assessmentAccount(parish.id),
      amountKes: input.amountKes,
      phone: mpesaPhone(input.phone),
      payerName: parish.name,
    };
  }

  /** The assessments of a parish (by the number in its account), for matching a paybill payment to a prompt. */
  async assessmentIdsOf(parishId: number): Promise<number[]> {
    return (await this.assessments.yearsOf(parishId)).map((assessment) => assessment.id);
  }

  /** Which assessment a payment quoting the parish's account pays (AssessmentService.assessmentToPay). */
  assessmentToPay(parishId: number): Promise<Assessment | null> {
    return this.assessments.assessmentToPay(parishId);
  }

  /** An entry of an assessment by id, for its GraphQL view. */
  findEntry(id: number): Promise<Contribution | null> {
    return this.entries.findOneBy({ id, assessmentId: Not(IsNull()) });
  }

  /** Whether a reversal has taken an entry back. */
  isReversed(id: number): Promise<boolean> {
    return this.entries.existsBy({ reversesId: id });
  }
}
