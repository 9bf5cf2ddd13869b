import { TimedJob } from "../../db/timed-job.js";
import type { ContributionService } from "./contribution.service.js";

/** How often each instance asks whether the night's check is due. */
const LOOK_EVERY_MS = 10 * 60_000;

export interface LedgerCheckLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Compares each appeal's running total with the sum of its ledger every night (02:00 in Kakamega)
 * and logs an error naming each project whose total differs, with both figures. It repairs
 * nothing: a difference means a write that skipped the total, or a hand's change, and someone must
 * find which. The night is kept in the database and claimed by a conditional update, so one
 * instance checks it however many look.
 */
export class LedgerCheck extends TimedJob<number | null> {
  constructor(
    private readonly contributions: ContributionService,
    private readonly logger: LedgerCheckLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  override start(everyMs = LOOK_EVERY_MS): void {
    super.start(everyMs);
  }

  /**
   * One look, or the one under way: checks when the night's check is due and this instance claims
   * it. Answers how many projects differ, or null when it did not check.
   */
  checkIfDue(): Promise<number | null> {
    return this.runTurn();
  }

  protected async turn(): Promise<number | null> {
    try {
      if (!(await this.contributions.claimLedgerCheck(this.now()))) return null;
      const differing = await this.contributions.ledgerCheck();
      for (const { projectId, title, ledger, total } of differing) {
        this.logger.error(
          { projectId, title, ledger, total },
          `The running total of project ${projectId} (${title ?? "no longer there"}) differs from its ledger`,
        );
      }
      if (differing.length === 0) this.logger.info({}, "Every appeal's running total equals its ledger");
      return differing.length;
    } catch (error) {
      this.logger.error({ err: error }, "Could not check the appeals' running totals against the ledger");
      return null;
    }
  }
}
