import { Field, ID, Int, ObjectType } from "type-graphql";
import { PageOf } from "../../lib/pagination.js";
import {
  GiftMethod,
  GiftSource,
  GiftStatus,
  type Contribution,
} from "../contribution/contribution.entity.js";
import { maskedPhone } from "../contribution/contribution.service.js";
import { Assessment } from "./assessment.entity.js";
import type { ArchdeaconryFigures, MonthFigures, Standing } from "./assessment-figures.js";

/** A parish's standing for a year: what it was asked, has paid, owes, and how far behind it is. */
@ObjectType({ description: "A parish's assessment for a year, what it has paid and what it owes" })
export class AssessmentStanding {
  @Field(() => ID)
  parishId: number;

  @Field(() => ID)
  archdeaconryId: number;

  @Field(() => Assessment, { nullable: true, description: "None when the parish was not assessed that year" })
  assessment: Assessment | null;

  @Field(() => Int, { description: "What the parish was asked for the year" })
  assessedKes: number;

  @Field(() => Int, { description: "The sum of its paid entries, reversals taken off" })
  paidKes: number;

  @Field(() => Int, { description: "What of it has fallen due by today" })
  dueToDateKes: number;

  @Field(() => Int, { description: "What is left of the year's assessment; below 0 for a credit" })
  balanceKes: number;

  @Field(() => Int, {
    description: "Days since the oldest instalment not yet covered by payments; 0 when up to date",
  })
  daysOverdue: number;
}

export const standingView = (standing: Standing): AssessmentStanding => {
  const assessedKes = standing.assessment?.amountKes ?? 0;
  return { ...standing, assessedKes, balanceKes: assessedKes - standing.paidKes };
};

@ObjectType()
export class AssessmentStandingPage extends PageOf(AssessmentStanding) {}

@ObjectType({ description: "An archdeaconry's assessments for a year, summed" })
export class ArchdeaconryAssessmentTotal {
  @Field(() => ID)
  archdeaconryId: number;

  @Field(() => Int, { description: "How many of its parishes were assessed" })
  parishes: number;

  @Field(() => Int)
  assessedKes: number;

  @Field(() => Int)
  paidKes: number;

  @Field(() => Int)
  dueToDateKes: number;

  @Field(() => Int, { description: "Parishes that have paid less than has fallen due" })
  parishesBehind: number;
}

export const archdeaconryTotalView = (figures: ArchdeaconryFigures): ArchdeaconryAssessmentTotal => figures;

@ObjectType({ description: "A month of a year's assessments: what fell due in it and what was paid" })
export class AssessmentMonth {
  @Field(() => String, { description: "YYYY-MM" })
  month: string;

  @Field(() => Int)
  dueKes: number;

  @Field(() => Int)
  paidKes: number;
}

export const monthView = (figures: MonthFigures): AssessmentMonth => figures;

/** An entry of the ledger that pays an assessment, as the treasurer and the parish see it. */
@ObjectType({ description: "A payment of a parish's assessment: an entry of the ledger" })
export class AssessmentPayment {
  @Field(() => ID)
  id: number;

  @Field(() => ID)
  assessmentId: number;

  @Field(() => GiftSource)
  source: GiftSource;

  @Field(() => GiftMethod, { nullable: true })
  method: GiftMethod | null;

  @Field(() => GiftStatus)
  status: GiftStatus;

  @Field(() => Int, { description: "Whole shillings; below zero for a reversal" })
  amountKes: number;

  @Field(() => String, { nullable: true, description: "The paying phone, masked" })
  phone: string | null;

  @Field(() => String, { nullable: true })
  mpesaReceipt: string | null;

  @Field(() => String, { nullable: true, description: "The diocese's receipt number" })
  receiptNumber: string | null;

  @Field(() => String, { nullable: true, description: "The cheque's or transfer's reference" })
  reference: string | null;

  @Field(() => String, { nullable: true, description: "What M-Pesa said of a prompt not paid" })
  resultDescription: string | null;

  @Field(() => ID, { nullable: true, description: "For a reversal: the payment it takes back" })
  reversesId: number | null;

  @Field(() => Boolean, { description: "Whether a reversal has taken it back" })
  reversed: boolean;

  @Field(() => String, { nullable: true, description: "Why it was reversed" })
  reason: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;
}

export function paymentView(entry: Contribution, reversed: boolean): AssessmentPayment {
  return {
    id: entry.id,
    assessmentId: entry.assessmentId!,
    source: entry.source,
    method: entry.method,
    status: entry.status,
    amountKes: entry.amountKes,
    phone: maskedPhone(entry.phone),
    mpesaReceipt: entry.mpesaReceipt,
    receiptNumber: entry.receiptNumber,
    reference: entry.reference,
    resultDescription: entry.resultDescription,
    reversesId: entry.reversesId,
    reversed,
    reason: entry.reason,
    createdAt: entry.createdAt,
    paidAt: entry.paidAt,
  };
}

@ObjectType()
export class AssessmentPaymentPage extends PageOf(AssessmentPayment) {}

@ObjectType({ description: "A parish's assessment as a rule would set it" })
export class AssessmentProposal {
  @Field(() => ID)
  parishId: number;

  @Field(() => Int, {
    description: "What the rule starts from: its assessment of that year, or the income its return reported",
  })
  fromKes: number;

  @Field(() => Int, { nullable: true, description: "What it has for the year now, if anything" })
  currentKes: number | null;

  @Field(() => Int)
  proposedKes: number;
}

@ObjectType()
export class AssessmentProposalPage extends PageOf(AssessmentProposal) {}
