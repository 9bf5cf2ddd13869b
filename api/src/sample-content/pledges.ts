import { HonourRollShowing, PledgerKind, PledgeSchedule } from "../modules/pledge/pledge.entity.js";
import type { PledgeInput } from "../modules/pledge/pledge.inputs.js";

/** A sample pledge to the featured appeal, with its parish by name. */
export interface SamplePledge {
  pledge: Pick<PledgeInput, "pledgerKind" | "name" | "amountKes" | "schedule" | "honourRoll">;
  parish: string | null;
  dueInDays: number;
}

/**
 * Pledges as a harambee takes them on paper, typed in by the treasurer: a parish, a Mothers' Union
 * branch, KAMA, and a person who asked not to be named, so that a fresh site's honour roll shows
 * names, amounts and an anonymous pledge counted without a name. No phone: a sample sends no SMS.
 * Nothing is paid towards them: a fresh site's ledger stays empty, its first gift the visitor's.
 */
export const SAMPLE_PLEDGES: SamplePledge[] = [
  {
    pledge: {
      pledgerKind: PledgerKind.PARISH,
      name: "Cathedral Parish, Kakamega",
      amountKes: 1_500_000,
      schedule: PledgeSchedule.MONTHLY,
      honourRoll: HonourRollShowing.NAME_AND_AMOUNT,
    },
    parish: "Cathedral Parish, Kakamega",
    dueInDays: 300,
  },
  {
    pledge: {
      pledgerKind: PledgerKind.MOTHERS_UNION,
      name: "Mothers' Union, St. Peter's Shirere",
      amountKes: 250_000,
      schedule: PledgeSchedule.MONTHLY,
      honourRoll: HonourRollShowing.NAME_AND_AMOUNT,
    },
    parish: "St. Peter's Shirere",
    dueInDays: 180,
  },
  {
    pledge: {
      pledgerKind: PledgerKind.KAMA,
      name: "KAMA, St. John's Lurambi",
      amountKes: 180_000,
      schedule: PledgeSchedule.WEEKLY,
      honourRoll: HonourRollShowing.NAME_ONLY,
    },
    parish: "St. John's Lurambi",
    dueInDays: 120,
  },
  {
    pledge: {
      pledgerKind: PledgerKind.PERSON,
      name: "A member of the Cathedral Parish",
      amountKes: 100_000,
      schedule: PledgeSchedule.ONCE,
      honourRoll: HonourRollShowing.ANONYMOUS,
    },
    parish: "Cathedral Parish, Kakamega",
    dueInDays: 60,
  },
];
