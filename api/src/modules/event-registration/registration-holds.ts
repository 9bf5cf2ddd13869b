import { claimEachDue, TimedJob } from "../../db/timed-job.js";
import type { RegistrationFeeService } from "./registration-fees.service.js";

/** How often holds and offers past their time are looked for. */
export const REGISTRATION_HOLDS_EVERY_MS = 60_000;
const BATCH = 50;

/**
 * The timed job that releases the places held for a fee whose time is up (an offer from the
 * waiting list not paid for, a paybill payment that never came) and offers them on: each once
 * across instances, since a release is a conditional update of the registration's status.
 */
export class RegistrationHolds extends TimedJob<number> {
  constructor(private readonly fees: RegistrationFeeService) {
    super();
  }

  /** One turn now (the tests' way to run it). */
  runOnce(): Promise<number> {
    return this.runTurn();
  }

  protected turn(): Promise<number> {
    return claimEachDue(
      (size) => this.fees.expiredHolds(size),
      (id) => this.fees.releaseExpired(id),
      BATCH,
    );
  }
}
