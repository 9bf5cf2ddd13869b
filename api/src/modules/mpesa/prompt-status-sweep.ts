import type { FastifyBaseLogger } from "fastify";
import type { MpesaConfig } from "../../config.js";
import { takeTurns, type Turns } from "../../db/turns.js";
import { asUnitOfWork } from "../../db/unit-of-work.js";
import type { Contribution } from "../contribution/contribution.entity.js";
import type {
  ContributionService,
  NoticeReceived,
  PromptOutcome,
} from "../contribution/contribution.service.js";
import type { DarajaClient } from "./daraja-client.js";
import { isFinalFailure, NO_ANSWER_MESSAGE } from "./mpesa-results.js";

/** The sweep looks for unanswered prompts this often at most, and asks about one again after a minute. */
const SWEEP_AT_MOST_EVERY_MS = 30_000;
const QUERY_AGAIN_AFTER_MS = 60_000;
/**
 * A prompt whose sending ended in doubt (Daraja timed out) has no checkout id to ask about: after
 * this long without a callback it is marked failed. A callback that comes even later still settles it.
 */
const UNANSWERED_AFTER_MS = 15 * 60_000;

export interface PromptStatusSweepParts {
  ledger: ContributionService;
  config: MpesaConfig;
  /** The current diocese's Daraja client once the giving service has connected; null before, or for none. */
  daraja: () => Promise<DarajaClient | null>;
  /** How the giving service settles a prompt (and e-mails its receipt). */
  settle: (id: number, outcome: PromptOutcome, notice: NoticeReceived) => Promise<void>;
  logger: FastifyBaseLogger;
}

/**
 * Asks Daraja how each prompt ended whose callback has not come after a while (at most every
 * 30 s), a prompt at a time, each claimed by one instance only. This also settles what a restart
 * left pending.
 */
export class PromptStatusSweep {
  private turns: Turns | null = null;
  private sweeping: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly parts: PromptStatusSweepParts) {}

  start(): void {
    const everyMs = Math.min(
      SWEEP_AT_MOST_EVERY_MS,
      Math.max(1_000, this.parts.config.statusQueryAfterMs / 3),
    );
    // Each diocese's prompts, where the deployment serves several; the sweep says what failed.
    this.stopped = false;
    this.turns = takeTurns(
      "PromptStatusSweep",
      everyMs,
      async () => {
        if (!this.stopped) await this.settleUnanswered();
      },
      (error) => this.parts.logger.error({ err: error }, "the sweep of unanswered M-Pesa prompts failed"),
      { firstAtOnce: false },
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.turns?.stop();
    this.turns = null;
    await this.sweeping;
  }

  async settleUnanswered(): Promise<void> {
    const { ledger, config, logger } = this.parts;
    if (this.sweeping) return;
    this.sweeping = asUnitOfWork(async () => {
      try {
        // A diocese without a Daraja account has no prompts to ask about.
        if (!(await this.parts.daraja())) return;
        const prompts = await ledger.claimPromptsToQuery({
          olderThanMs: config.statusQueryAfterMs,
          retryInMs: Math.min(QUERY_AGAIN_AFTER_MS, config.statusQueryAfterMs),
          limit: 20,
        });
        for (const entry of prompts) await this.ask(entry);
        await ledger.expireUnanswered(UNANSWERED_AFTER_MS, NO_ANSWER_MESSAGE);
      } catch (error) {
        logger.error({ err: error }, "the sweep of unanswered M-Pesa prompts failed; it runs again soon");
      } finally {
        this.sweeping = null;
      }
    });
    await this.sweeping;
  }

  /** Asks Daraja how one prompt ended, and settles it when Daraja knows. */
  async ask(entry: Contribution): Promise<void> {
    const daraja = await this.parts.daraja();
    if (!daraja) return;
    try {
      const status = await daraja.stkQuery(entry.checkoutRequestId!);
      // A code the query gives while M-Pesa still works on it (such as 4999), or one not known to
      // end a prompt, is asked about again later rather than taken for a failure.
      if (!status.settled || (status.resultCode !== 0 && !isFinalFailure(status.resultCode))) return;
      const outcome: PromptOutcome =
        status.resultCode === 0
          ? { paid: true, mpesaReceipt: null, resultCode: 0, resultDescription: status.resultDesc }
          : { paid: false, resultCode: status.resultCode, resultDescription: status.resultDesc };
      await this.parts.settle(entry.id, outcome, {
        kind: "STK_STATUS_QUERY",
        payload: status,
        clientAddress: "status-query",
      });
    } catch (error) {
      this.parts.logger.warn(
        { err: error, gift: entry.id },
        "the status query of an M-Pesa prompt failed; asked again later",
      );
    }
  }
}
