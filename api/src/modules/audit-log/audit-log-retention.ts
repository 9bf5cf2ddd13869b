import { takeTurns, type Turns } from "../../db/turns.js";
import { asUnitOfWork } from "../../db/unit-of-work.js";
import type { AuditLogService } from "./audit-log.service.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Prunes the audit log of entries older than AUDIT_LOG_RETENTION_DAYS at start and then daily.
 * Instances that prune together delete the same rows once; one that fails tries again tomorrow.
 */
export class AuditLogRetention {
  private turns: Turns | null = null;

  constructor(
    private readonly auditLog: AuditLogService,
    private readonly logger: RetentionLogger,
  ) {}

  start(): void {
    // Each diocese's log, where the deployment serves several.
    this.turns = takeTurns(
      "AuditLogRetention",
      DAY_MS,
      () => this.prune(),
      (error) => this.pruneFailed(error),
    );
  }

  /** Stops the daily prune, once a prune under way has finished (it uses the database). */
  async stop(): Promise<void> {
    await this.turns?.stop();
    this.turns = null;
  }

  private async prune(): Promise<void> {
    try {
      const deleted = await asUnitOfWork(() => this.auditLog.prune());
      if (deleted > 0) this.logger.info({ deleted }, "Pruned the audit log of entries past their retention");
    } catch (error) {
      this.pruneFailed(error);
    }
  }

  private pruneFailed(error: unknown): void {
    this.logger.error({ err: error }, "Could not prune the audit log");
  }
}
