import { In, LessThanOrEqual, type DataSource, type EntityManager, type Repository } from "typeorm";
import {
  requireEditorReading,
  requireOwnedContentEditing,
  requireOwnedContentReading,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, ServiceUnavailableError, UserInputError } from "../../errors.js";
import { pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { updateWhere } from "../../db/store.js";
import { DEFAULT_LANGUAGE, type Language } from "../../site/languages.js";
import { Event } from "../event/event.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { kenyanMobile } from "../sms/sms.service.js";
import { clientKey } from "../throttle/client-key.js";
import type { ThrottleService } from "../throttle/throttle.service.js";
import { RegistrationSetup } from "./registration-setup.entity.js";
import { Registration, RegistrationPayment, RegistrationStatus } from "./registration.entity.js";
import { RegisterInput, RegistrationListArgs, RegistrationSetupInput } from "./registration.inputs.js";
import { claimPlace, lockPlaces } from "./registration-places.js";
import { checkedDetails, eventStartsAt, newCode, newRegistrationToken } from "./registration-rules.js";
import { checkedSetup, registrationCounts } from "./registration-setup.js";
import type { RegistrationMoves } from "./registration-moves.js";
import type { RegistrationFeeService } from "./registration-fees.service.js";
import type { Contribution } from "../contribution/contribution.entity.js";
import type { RegistrationCounts } from "./registration-views.js";

/** Registrations made from one connection, and for one phone: enough for a family or a parish's group. */
const PER_CLIENT_HOUR = { limit: 30, windowMs: 60 * 60_000 };
const PER_PHONE_DAY = { limit: 10, windowMs: 24 * 60 * 60_000 };
/** How long a place waits for a payment to the paybill by hand. */
export const PAYBILL_HOLD_MS = 2 * 60 * 60_000;

export interface RegistrationOptions {
  /** The largest fee an M-Pesa payment can carry (the giving configuration's). */
  maxFeeKes: number;
}

/** What sends a registration's fee prompt: M-Pesa giving (mpesa-giving.service.ts). */
export interface RegistrationPrompts {
  /** Whether the current diocese sends prompts: M-Pesa is on, and it has a Daraja account. */
  promptsEnabled(): Promise<boolean>;
  /** Opens the fee's pending entry in the ledger and sends the prompt to the registrant's phone. */
  payRegistration(registration: Registration, clientAddress: string): Promise<Contribution>;
}

/** Staff who read some events' registrations, checked before the event is read: a visitor learns nothing. */
const requireSomeReading = (actor: Actor | null) =>
  actor?.apiToken ? requireEditorReading(actor) : requireSomeEditing(actor);

/**
 * Registrations for events: how an event takes them (staff), a visitor's registration with its
 * place (claimed from the event's counter, registration-places.ts) or a place on the waiting list,
 * the registrant's own page by its token, cancellation, and staff's list. What moves a registration
 * on (paid, released, offered) is RegistrationMoves', and the fee's settling RegistrationFeeService's.
 */
export class RegistrationService {
  private readonly registrations: Repository<Registration>;
  private readonly setups: Repository<RegistrationSetup>;
  private readonly moves: RegistrationMoves;

  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly options: RegistrationOptions,
    private readonly fees: RegistrationFeeService,
    private readonly prompts: RegistrationPrompts,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.registrations = dataSource.getRepository(Registration);
    this.setups = dataSource.getRepository(RegistrationSetup);
    this.moves = fees.moves;
  }

  /** How an event takes registrations; null when it takes none. */
  setupOf(eventId: number): Promise<RegistrationSetup | null> {
    return this.setups.findOneBy({ eventId });
  }

  /** How each of these events takes registrations, in their order (null for one that takes none). */
  async setupsOf(eventIds: readonly number[]): Promise<(RegistrationSetup | null)[]> {
    const found = await this.setups.findBy({ eventId: In([...eventIds]) });
    const byEvent = new Map(found.map((setup) => [setup.eventId, setup]));
    return eventIds.map((eventId) => byEvent.get(eventId) ?? null);
  }

  /** Sets how an event takes registrations: whoever may change the event. */
  async setUp(actor: Actor | null, rawEventId: unknown, data: Untrusted<RegistrationSetupInput>) {
    requireSomeEditing(actor);
    const event = await this.eventOf(parseId(rawEventId, "eventId"));
    requireOwnedContentEditing(actor, event);
    const input = await validated(RegistrationSetupInput, data);
    const values = checkedSetup(event, input, this.options.maxFeeKes);
    return this.dataSource.transaction(async (manager) => {
      const setups = manager.getRepository(RegistrationSetup);
      const existing = await setups.findOneBy({ eventId: event.id });
      if (!existing) {
        await manager.save(
          manager.create(RegistrationSetup, { ...values, eventId: event.id, placesTaken: 0 }),
        );
      } else {
        // Conditional on the places taken, which registrations at this moment may be changing.
        const changed = await updateWhere(
          setups,
          {
            id: existing.id,
            ...(values.capacity === null ? {} : { placesTaken: LessThanOrEqual(values.capacity) }),
          },
          values,
        );
        if (changed.affected !== 1) {
          const taken = (await setups.findOneByOrFail({ id: existing.id })).placesTaken;
          throw new UserInputError(
            `capacity must be at least the ${taken} places already taken (held, offered or confirmed)`,
            "capacity",
          );
        }
      }
      // More places, or a list newly free: the waiting list's first are offered them.
      await this.moves.offerPlaces(manager, event.id);
      return setups.findOneByOrFail({ eventId: event.id });
    });
  }

  /**
   * A visitor's registration. A free event's: CONFIRMED with a place, else WAITING. With a fee: a
   * place claimed is held (HELD) while the fee is paid, by the prompt sent once the registration
   * is kept or the paybill with the account R<id>; no place: WAITING, and nothing is asked of them.
   */
  async register(
    data: Untrusted<RegisterInput>,
    clientAddress: string,
    language: Language = DEFAULT_LANGUAGE,
    payBy: RegistrationPayment = RegistrationPayment.PROMPT,
  ): Promise<Registration> {
    const input = await validated(RegisterInput, withTrimmedText(data, ["email", "parishId", "diet"]));
    const phone = kenyanMobile(input.phone).slice(1);
    const event = await this.dataSource.manager.findOneBy(Event, { id: parseId(input.eventId, "eventId") });
    if (!event) throw new UserInputError(`There is no event with id ${input.eventId}`, "eventId");
    const setup = await this.setupOf(event.id);
    this.requireOpen(event, setup);
    const details = checkedDetails(setup, input);
    if (
      details.parishId !== null &&
      !(await this.dataSource.manager.existsBy(Parish, { id: details.parishId }))
    ) {
      throw new UserInputError(`There is no parish with id ${details.parishId}`, "parishId");
    }
    await this.requirePayment(payBy, setup.feeKes);
    await this.admit(clientAddress, phone);
    const registration = await this.dataSource.transaction(async (manager) => {
      await lockPlaces(manager, event.id);
      const placed = await claimPlace(manager, event.id);
      if (!placed && !setup.waitingList) throw new UserInputError(`${event.title} is full`, "eventId");
      const now = this.now();
      const kept = await manager.save(
        manager.create(Registration, {
          eventId: event.id,
          status: !placed
            ? RegistrationStatus.WAITING
            : setup.feeKes === 0
              ? RegistrationStatus.CONFIRMED
              : RegistrationStatus.HELD,
          name: input.name,
          phone,
          email: input.email ?? null,
          ...details,
          language,
          code: await this.unusedCode(manager),
          token: newRegistrationToken(),
          feeKes: setup.feeKes,
          holdsPlace: placed,
          // A prompt settles within minutes; the time is there should its answer never come.
          holdExpiresAt: placed && setup.feeKes > 0 ? new Date(now.getTime() + PAYBILL_HOLD_MS) : null,
          confirmedAt: placed && setup.feeKes === 0 ? now : null,
        }),
      );
      if (kept.status === RegistrationStatus.CONFIRMED) await this.moves.confirmed(manager, kept);
      return kept;
    });
    const prompted = registration.status === RegistrationStatus.HELD && payBy === RegistrationPayment.PROMPT;
    return prompted ? this.sendPrompt(registration, clientAddress) : registration;
  }

  /** Counts a registration against the limits of its connection and its phone. */
  private admit(clientAddress: string, phone: string): Promise<void> {
    return this.throttle.consumeAll([
      {
        key: `registration-client:${clientKey(clientAddress)}`,
        rate: PER_CLIENT_HOUR,
        message: (minutes) =>
          `Too many registrations were made from your connection. Try again in ${minutes} minutes.`,
      },
      {
        key: `registration-phone:${phone}`,
        rate: PER_PHONE_DAY,
        message: (minutes) => `This phone has made ten registrations today. Try again in ${minutes} minutes.`,
      },
    ]);
  }

  /**
   * Someone holding a place for its fee (offered it from the waiting list, or paying the paybill)
   * pays: by a prompt to their phone now, or the paybill with the account R<id>, before
   * holdExpiresAt. Answers the registration as it stands.
   */
  async payOffer(token: unknown, payBy: RegistrationPayment, clientAddress: string): Promise<Registration> {
    const registration = await this.byToken(token);
    if (!registration) throw new NotFoundError("There is no registration at this address");
    const awaiting = [RegistrationStatus.OFFERED, RegistrationStatus.HELD].includes(registration.status);
    if (!awaiting || !registration.holdExpiresAt || registration.holdExpiresAt <= this.now()) {
      throw new UserInputError(
        `This registration is ${registration.status.toLowerCase()}: there is nothing to pay now`,
        "token",
      );
    }
    await this.requirePayment(payBy, registration.feeKes);
    if (payBy === RegistrationPayment.PAYBILL) return registration;
    if (await this.fees.hasPendingPrompt(this.dataSource.manager, registration.id)) {
      throw new UserInputError(
        "A payment prompt is on your phone already: answer it, or wait a minute",
        "token",
      );
    }
    return this.sendPrompt(registration, clientAddress);
  }

  /** Refuses a way of paying the site does not take, before anything is written. */
  private async requirePayment(payBy: RegistrationPayment, feeKes: number): Promise<void> {
    if (!Object.values(RegistrationPayment).includes(payBy)) {
      throw new UserInputError("payBy must be PROMPT or PAYBILL", "payBy");
    }
    if (feeKes > 0 && payBy === RegistrationPayment.PROMPT && !(await this.prompts.promptsEnabled())) {
      throw new ServiceUnavailableError(
        "Paying by M-Pesa prompt is not switched on here: choose to pay the paybill with your account number",
      );
    }
  }

  /**
   * Sends the fee's prompt to the registrant's phone. Should it not go (too many prompts were
   * asked for, say), a place held while paying goes back, as a failed prompt's does.
   */
  private async sendPrompt(registration: Registration, clientAddress: string): Promise<Registration> {
    try {
      await this.prompts.payRegistration(registration, clientAddress);
    } catch (error) {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.fees.hasPendingPrompt(manager, registration.id))) {
          await this.moves.release(manager, registration.id, [RegistrationStatus.HELD]);
        }
      });
      throw error;
    }
    return this.registrations.findOneByOrFail({ id: registration.id });
  }

  /** Refuses a registration the event does not take now, saying why. */
  private requireOpen(event: Event, setup: RegistrationSetup | null): asserts setup is RegistrationSetup {
    if (!setup) throw new UserInputError(`${event.title} takes no registrations`, "eventId");
    if (event.repeatRule !== null) {
      throw new UserInputError(
        `${event.title} repeats, and a repeating event takes no registrations`,
        "eventId",
      );
    }
    const now = this.now();
    if (!setup.open) throw new UserInputError(`Registrations for ${event.title} are closed`, "eventId");
    if (setup.closesAt <= now || eventStartsAt(event) <= now) {
      throw new UserInputError(
        `Registrations for ${event.title} closed on ${setup.closesAt.toISOString()}`,
        "eventId",
      );
    }
  }

  private async unusedCode(manager: EntityManager): Promise<string> {
    for (;;) {
      const code = newCode();
      if (!(await manager.existsBy(Registration, { code }))) return code;
    }
  }

  /** A registration by its registrant's token; null for none. */
  async byToken(token: unknown): Promise<Registration | null> {
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    return this.registrations.findOneBy({ token });
  }

  /** The registrant cancels: a place held goes back and is offered on; a paid fee is the treasurer's to refund. */
  async cancel(token: unknown): Promise<Registration> {
    const registration = await this.byToken(token);
    if (!registration) throw new NotFoundError("There is no registration at this address");
    return this.moves.cancel(
      registration,
      async (manager) => (await this.fees.paidKes(manager, registration.id)) > 0,
    );
  }

  /** An event's registrations, a page at a time, in the order they were made: staff of the event. */
  async list(actor: Actor | null, data: Untrusted<RegistrationListArgs>): Promise<Page<Registration>> {
    requireSomeReading(actor);
    const event = await this.eventOf(parseId(data.eventId, "eventId"));
    requireOwnedContentReading(actor, event);
    const input = await validated(RegistrationListArgs, withTrimmedText(data, ["search"]));
    const query = this.registrations
      .createQueryBuilder("registration")
      .where("registration.event_id = :eventId", { eventId: event.id })
      .orderBy("registration.id", "ASC");
    if (input.status) query.andWhere("registration.status = :status", { status: input.status });
    const search = input.search?.trim();
    if (search) {
      const digits = search.replace(/\D/g, "").replace(/^0/, "");
      query.andWhere(
        "(LOWER(registration.name) LIKE :words OR registration.code = :code" +
          (digits.length >= 3 ? " OR registration.phone LIKE :digits)" : ")"),
        { words: `%${search.toLowerCase()}%`, code: search.toUpperCase(), digits: `%${digits}%` },
      );
    }
    const { skip, take } = pageWindow(input);
    const [items, total] = await query.skip(skip).take(take).getManyAndCount();
    return pageOf(items, total, input);
  }

  /** How an event's registrations stand: staff of the event. */
  async counts(actor: Actor | null, rawEventId: unknown): Promise<RegistrationCounts> {
    requireSomeReading(actor);
    const event = await this.eventOf(parseId(rawEventId, "eventId"));
    requireOwnedContentReading(actor, event);
    return registrationCounts(this.dataSource.manager, event.id);
  }

  /** Registrations by id, for the ledger's views of fees. */
  byIds(ids: readonly number[]): Promise<Registration[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.registrations.findBy({ id: In([...ids]) });
  }

  private async eventOf(id: number): Promise<Event> {
    const event = await this.dataSource.manager.findOneBy(Event, { id });
    if (!event) throw new NotFoundError(`There is no event with id ${id}`);
    return event;
  }
}
