import { LessThanOrEqual, type DataSource, type Repository } from "typeorm";
import type { RegistrationFeeService } from "./registration-fees.service.js";
import { Registration, RegistrationStatus } from "./registration.entity.js";

/**
 * What a registrant's own page reads beyond their registration: whether a prompt waits for their
 * PIN, where they stand on the waiting list, when their place was let go.
 */
export class RegistrantPages {
  private readonly registrations: Repository<Registration>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly fees: RegistrationFeeService,
  ) {
    this.registrations = dataSource.getRepository(Registration);
  }

  /** Whether a prompt for the fee waits for the registrant's PIN (M-Pesa has not answered it). */
  promptPending(registration: { id: number }): Promise<boolean> {
    return this.fees.hasPendingPrompt(this.dataSource.manager, registration.id);
  }

  /** Where a waiting registration stands on its event's waiting list, from 1: offers go in order of registering. */
  waitingPosition(registration: { id: number; eventId: number }): Promise<number> {
    return this.registrations.countBy({
      eventId: registration.eventId,
      status: RegistrationStatus.WAITING,
      id: LessThanOrEqual(registration.id),
    });
  }

  /** When a released registration was let go: its last change, which the release was. */
  async releasedAt(registration: { id: number }): Promise<Date | null> {
    const found = await this.registrations.findOne({
      where: { id: registration.id },
      select: { updatedAt: true },
    });
    return found?.updatedAt ?? null;
  }
}
