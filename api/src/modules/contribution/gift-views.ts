import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { MpesaMode } from "../../config.js";
import { amountInWords } from "../../lib/amount-in-words.js";
import type { Language } from "../../site/languages.js";
import { failureMessage } from "../mpesa/mpesa-results.js";
import type { Project } from "../project/project.entity.js";
import { translated } from "../translation/translation.js";
import { GiftSource, GiftStatus, Contribution } from "./contribution.entity.js";
import { CursorPageOf } from "../../db/newest-first-page.js";

/** A gift as its donor sees it, on its status and receipt pages: by the gift's unguessable token. */
@ObjectType({ description: "A gift as its donor sees it, found by the unguessable token of its pages" })
export class DonorGift {
  @Field(() => String, { description: "The unguessable part of the gift's status and receipt addresses" })
  token: string;

  @Field(() => GiftStatus)
  status: GiftStatus;

  @Field(() => GiftSource)
  source: GiftSource;

  @Field(() => Int)
  amountKes: number;

  @Field(() => String, {
    description: "The amount in words, as a receipt writes it, in the answer's language",
  })
  amountInWords: string;

  @Field(() => ID)
  projectId: number;

  @Field(() => String, { description: "The project's title, in the answer's language where it has one" })
  projectTitle: string;

  @Field(() => String)
  projectSlug: string;

  @Field(() => String, { nullable: true, description: "The name the donor gave, for their receipt" })
  donorName: string | null;

  @Field(() => Boolean)
  anonymous: boolean;

  @Field(() => String, { nullable: true, description: "The diocese's receipt number, once paid" })
  receiptNumber: string | null;

  @Field(() => String, { nullable: true, description: "M-Pesa's transaction number, once paid" })
  mpesaReceipt: string | null;

  @Field(() => String, { nullable: true, description: "For a failed gift: what happened, in plain words" })
  message: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;
}

/** A gift as its donor sees it, in the language of the page that asks. */
export function donorGiftOf(entry: Contribution, project: Project, language: Language): DonorGift {
  return {
    token: entry.receiptToken,
    status: entry.status,
    source: entry.source,
    amountKes: entry.amountKes,
    amountInWords: amountInWords(Math.abs(entry.amountKes), language),
    projectId: project.id,
    projectTitle: translated(project, language).title,
    projectSlug: project.slug,
    donorName: entry.donorName,
    anonymous: entry.anonymous,
    receiptNumber: entry.receiptNumber,
    mpesaReceipt: entry.mpesaReceipt,
    message:
      entry.status === GiftStatus.FAILED ? failureMessage(entry.resultCode, entry.resultDescription) : null,
    createdAt: entry.createdAt,
    paidAt: entry.paidAt,
  };
}

/** How far a project's appeal has come: the ledger's paid entries. */
export interface Progress {
  raisedKes: number;
  /** What OPENING entries brought: raised before the site took gifts. */
  openingKes: number;
  /** Gifts paid, less those reversed (opening entries are no gift). */
  gifts: number;
}

@ObjectType({ description: "How far a project's appeal has come, from the ledger" })
export class AppealProgress {
  @Field(() => ID)
  projectId: number;

  @Field(() => Int, { description: "Whole shillings" })
  targetKes: number;

  @Field(() => Float, {
    description:
      "Whole shillings: the sum of the ledger's paid entries (a Float, since a sum may pass Int's range)",
  })
  raisedKes: number;

  @Field(() => Float, {
    description:
      "Whole shillings of raisedKes raised before the site took gifts (opening entries), which are no gifts",
  })
  openingKes: number;

  @Field(() => Int, { description: "Gifts paid, less those reversed" })
  gifts: number;

  @Field(() => Float, { description: "Raised of target, from 0 to 100, one decimal" })
  percent: number;
}

export function appealProgressOf(project: Project, progress: Progress): AppealProgress {
  const percent = project.targetAmountKes > 0 ? (progress.raisedKes / project.targetAmountKes) * 100 : 0;
  return {
    projectId: project.id,
    targetKes: project.targetAmountKes,
    raisedKes: progress.raisedKes,
    openingKes: progress.openingKes,
    gifts: progress.gifts,
    percent: Math.min(100, Math.max(0, Math.floor(percent * 10) / 10)),
  };
}

export enum GivingMode {
  OFF = "off",
  SIMULATOR = "simulator",
  SANDBOX = "sandbox",
  PRODUCTION = "production",
}
registerEnumType(GivingMode, {
  name: "GivingMode",
  description:
    "Where M-Pesa prompts go: nowhere (pay the paybill by hand), the simulator, Safaricom's sandbox or M-Pesa",
});

/** Whether no money moves: the simulator, or Safaricom's sandbox. */
export const paymentsSimulated = (mode: MpesaMode) => mode === "simulator" || mode === "sandbox";

@ObjectType({ description: "What the give page needs to know of giving by M-Pesa here" })
export class GivingSettings {
  @Field(() => GivingMode)
  mode: MpesaMode;

  @Field(() => Boolean, { description: "Whether the site can send a donor's phone an M-Pesa prompt" })
  promptsEnabled: boolean;

  @Field(() => Boolean, {
    description: "Payments are simulated (MPESA_ENV=simulator or sandbox): no money moves",
  })
  simulated: boolean;

  @Field(() => Int)
  minAmountKes: number;

  @Field(() => Int)
  maxAmountKes: number;

  @Field(() => Boolean, {
    description: "Whether a gift M-Pesa pays from a prompt gets an SMS receipt (SMS_ENV is not off)",
  })
  smsReceipts: boolean;
}

@ObjectType({ description: "One page of the ledger, newest first" })
export class ContributionPage extends CursorPageOf(Contribution) {}

@ObjectType({ description: "The sum of the entries a filter chose" })
export class GiftTotals {
  @Field(() => Float, {
    description: "Whole shillings (reversals count below zero); a Float, since a sum may pass Int's range",
  })
  amountKes: number;

  @Field(() => Int, { description: "How many entries" })
  entries: number;
}

/** A paid gift as anyone may see it: a first name or "Anonymous", never a phone number. */
@ObjectType({ description: "A gift in the public list: a first name or Anonymous, the amount, the time" })
export class RecentGift {
  @Field(() => String)
  name: string;

  @Field(() => Boolean, {
    description:
      "The donor gave no name or asked not to be named: `name` is then Anonymous, which a page in another language words its own way",
  })
  unnamed: boolean;

  @Field(() => Int)
  amountKes: number;

  @Field(() => Date)
  at: Date;
}

/** The first name the donor gave, or null when they gave none or asked not to be named. */
function firstName(gift: Pick<Contribution, "anonymous" | "donorName">): string | null {
  const first = gift.donorName?.trim().split(/\s+/)[0];
  return gift.anonymous || !first ? null : first;
}

/** A gift as the public list shows it: its donor's first name, or "Anonymous". */
export function recentGiftOf(gift: Contribution): RecentGift {
  const name = firstName(gift);
  return {
    name: name ?? "Anonymous",
    unnamed: name === null,
    amountKes: gift.amountKes,
    at: gift.paidAt ?? gift.createdAt,
  };
}
