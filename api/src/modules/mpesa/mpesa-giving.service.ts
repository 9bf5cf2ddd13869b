import type { FastifyBaseLogger } from "fastify";
import type { DataSource } from "typeorm";
import { requireTreasurer, type Actor } from "../../authorization.js";
import type { MpesaConfig } from "../../config.js";
import { NotFoundError, ServiceUnavailableError, UserInputError } from "../../errors.js";
import { parseId, type Untrusted } from "../../lib/validation.js";
import { Contribution, GiftSource, GiftStatus } from "../contribution/contribution.entity.js";
import type { GiveInput } from "../contribution/contribution.inputs.js";
import type { Pledge } from "../pledge/pledge.entity.js";
import type { PledgeService } from "../pledge/pledge.service.js";
import type { AssessmentPaymentService } from "../assessment/assessment-payments.service.js";
import {
  sameSecret,
  secretHash,
  type ContributionService,
  type NoticeReceived,
  type PromptOutcome,
} from "../contribution/contribution.service.js";
import type { MailService } from "../mail/mail.service.js";
import type { ProjectService } from "../project/project.service.js";
import type { UnmatchedPaymentService } from "../contribution/unmatched-payment.service.js";
import { receiptEmail } from "../contribution/receipt-email.js";
import { paymentsSimulated } from "../contribution/gift-views.js";
import { DEFAULT_LANGUAGE, type Language } from "../../site/languages.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import type { ThrottleService } from "../throttle/throttle.service.js";
import { paybillDestination, promptReference } from "./paybill-destination.js";
import {
  assessmentPrompt,
  giftPrompt,
  pledgePrompt,
  registrationPrompt,
  type PromptRequest,
} from "./prompt-requests.js";
import type { Registration } from "../event-registration/registration.entity.js";
import type { RegistrationFeeService } from "../event-registration/registration-fees.service.js";
import { admitPrompt, countPromptSent } from "./prompt-limits.js";
import { PaybillSecret } from "./paybill-secret.js";
import { PAYBILL_REGISTRATION_EVERY_MS, PaybillRegistrations } from "./paybill-registrations.js";
import { PromptStatusSweep } from "./prompt-status-sweep.js";
import { DarajaClient, DarajaError, type StkPushAccepted } from "./daraja-client.js";
import { paybillPaymentOf, stkCallbackOf } from "./daraja-notices.js";
import { startDarajaSimulator, type DarajaSimulator } from "./daraja-simulator.js";
import { LOCKED_MESSAGE, SUBSCRIBER_LOCKED, UNREACHABLE_MESSAGE } from "./mpesa-results.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";
import type { DioceseSecretService } from "../diocese/diocese-secrets.service.js";
import { DarajaAccounts } from "./daraja-accounts.js";

/** The simulator's donor takes this long over the prompt, so a newcomer sees the page wait. */
const SIMULATED_DONOR_DELAY_MS = 3_000;

export interface MpesaGivingOptions {
  config: MpesaConfig;
  /** Each diocese's address: a callback comes back to the diocese whose prompt it answers. */
  addresses: SiteAddresses;
  /** Each diocese's own Daraja account, where the deployment serves several; else null. */
  secrets: DioceseSecretService | null;
}

/**
 * Giving by M-Pesa: sends a donor's phone the prompt (M-Pesa Express), hears how it ended (the
 * callback, or the status query when no callback comes), and hears payments made to the paybill
 * by hand (C2B). What is paid goes into the ledger (ContributionService).
 */
export class MpesaGivingService {
  private readonly accounts: DarajaAccounts;
  private simulator: DarajaSimulator | null = null;
  private readonly sweep: PromptStatusSweep;
  /** Tells Daraja each diocese's paybill addresses, where the deployment serves several; else null. */
  readonly paybillRegistrations: PaybillRegistrations | null;
  private readonly paybillSecretKept: PaybillSecret;

  constructor(
    private readonly options: MpesaGivingOptions,
    dataSource: DataSource,
    private readonly ledger: ContributionService,
    private readonly unmatchedPayments: UnmatchedPaymentService,
    private readonly projects: ProjectService,
    private readonly throttle: ThrottleService,
    private readonly siteSettings: SiteSettingsService,
    private readonly mail: MailService,
    private readonly pledges: PledgeService,
    private readonly assessmentPayments: AssessmentPaymentService,
    private readonly registrationFees: RegistrationFeeService,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.paybillSecretKept = new PaybillSecret(dataSource);
    this.accounts = new DarajaAccounts(options.secrets, options.config.shortcode);
    this.paybillRegistrations =
      options.secrets &&
      new PaybillRegistrations(
        dataSource,
        this.accounts,
        options.secrets,
        () => this.paybillAddresses(),
        logger,
      );
    this.sweep = new PromptStatusSweep({
      ledger,
      config: options.config,
      daraja: () => this.accounts.current(),
      settle: (id, outcome, notice) => this.settle(id, outcome, notice),
      logger,
    });
  }

  get mode() {
    return this.options.config.mode;
  }

  /** Whether the current diocese's pages offer a prompt: M-Pesa is on, and it has a Daraja account. */
  async promptsEnabled(): Promise<boolean> {
    return (await this.accounts.current()) !== null;
  }

  get maxAmountKes() {
    return this.options.config.maxAmountKes;
  }

  /**
   * Connects to Daraja (starting the simulator with the site when MPESA_ENV=simulator names no
   * running one) and starts the sweep that settles prompts whose callback never came, including
   * those left pending by a restart.
   */
  async start(): Promise<void> {
    const { config } = this.options;
    if (config.mode === "off") return;
    let baseUrl = config.baseUrl;
    if (!baseUrl) {
      this.simulator = await startDarajaSimulator({ ...config, callbackDelayMs: SIMULATED_DONOR_DELAY_MS });
      baseUrl = this.simulator.url;
    }
    this.accounts.connect({ ...config, baseUrl }, this.simulator);
    if (this.simulator) await this.registerPaybillUrls();
    // Daraja may be slow or refuse a second registration (production takes one): the site starts
    // anyway, and the log says what Daraja answered.
    else
      this.registerPaybillUrls().then(
        () => this.logger.info("the paybill's confirmation addresses are registered with Daraja"),
        (error: unknown) =>
          this.logger.warn({ err: error }, "Daraja did not register the paybill's confirmation addresses"),
      );
    this.sweep.start();
    this.paybillRegistrations?.start(PAYBILL_REGISTRATION_EVERY_MS);
  }

  /** The simulator started with the site, if one was: the phone simulator lists its prompts. */
  get startedSimulator(): DarajaSimulator | null {
    return this.simulator;
  }

  async stop(): Promise<void> {
    await this.sweep.stop();
    await this.paybillRegistrations?.stop();
    await this.simulator?.close();
  }

  /** The current diocese's Daraja account; refused where it has none, or M-Pesa is off. */
  private async daraja(): Promise<DarajaClient> {
    const client = await this.accounts.current();
    if (!client) {
      throw new ServiceUnavailableError(
        "Giving by M-Pesa is not switched on here: pay the paybill shown on the page, with its account number",
      );
    }
    return client;
  }

  /**
   * A donor's gift: checks it, counts it against the limits, opens its pending entry and asks
   * Daraja to send the prompt. Answers the entry: pending while the donor's phone shows the prompt,
   * or failed when Daraja refused to send it.
   */
  async give(
    data: Untrusted<GiveInput>,
    clientAddress: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Contribution> {
    const daraja = await this.daraja();
    const request = await giftPrompt(this.ledger, data, { language, maxKes: this.maxAmountKes });
    return this.sendPrompt(request, daraja, clientAddress);
  }

  /** A payment towards a pledge, asked for on the pledge's own page (prompt-requests.ts). */
  async payPledge(pledge: Pledge, rawAmount: unknown, clientAddress: string): Promise<Contribution> {
    const daraja = await this.daraja();
    const request = await pledgePrompt(this.ledger, pledge, { rawAmount, maxKes: this.maxAmountKes });
    return this.sendPrompt(request, daraja, clientAddress);
  }

  /** A parish's payment of its assessment, from its page in the dashboard (prompt-requests.ts). */
  async payAssessment(actor: Actor | null, data: unknown, clientAddress: string): Promise<Contribution> {
    const request = await assessmentPrompt(this.assessmentPayments, actor, {
      data,
      maxKes: this.maxAmountKes,
    });
    return this.sendPrompt(request, await this.daraja(), clientAddress);
  }

  /** A registration's fee, for the place it holds (registration.service.ts). */
  async payRegistration(registration: Registration, clientAddress: string): Promise<Contribution> {
    const daraja = await this.daraja();
    return this.sendPrompt(registrationPrompt(registration, this.maxAmountKes), daraja, clientAddress);
  }

  /**
   * Counts a prompt against the limits, opens its pending entry and asks Daraja to send it.
   * Answers the entry: pending while the phone shows the prompt, or failed when Daraja refused it.
   */
  private async sendPrompt(
    { details, account }: PromptRequest,
    daraja: DarajaClient,
    clientAddress: string,
  ): Promise<Contribution> {
    await admitPrompt(this.throttle, details.phone, clientAddress);
    const { entry, callbackSecret } = await this.ledger.openPrompt(details);
    let accepted: StkPushAccepted;
    try {
      accepted = await daraja.stkPush({
        amount: details.amountKes,
        phone: details.phone,
        // The gift's own account reference (or its pledge's), which the donor's M-Pesa message
        // names: should M-Pesa also confirm the payment as a paybill payment, it is known as this
        // gift's, never a second.
        accountReference: account?.reference ?? promptReference(entry),
        description: account?.description ?? "Gift",
        callbackUrl: `${this.options.addresses.current()}/mpesa/stk-callback/${entry.id}/${callbackSecret}`,
      });
    } catch (error) {
      const locked = error instanceof DarajaError && error.code === SUBSCRIBER_LOCKED;
      if (!locked) this.logger.error({ err: error, gift: entry.id }, "Daraja did not take an M-Pesa prompt");
      // Only a refusal means no prompt was sent. A time-out, a lost connection or a server error
      // may come after the prompt reached the phone: the gift waits for its callback.
      const refused = locked || (error instanceof DarajaError && error.status >= 400 && error.status < 500);
      if (refused) await this.ledger.refusePrompt(entry.id, locked ? LOCKED_MESSAGE : UNREACHABLE_MESSAGE);
      return (await this.ledger.findById(entry.id)) ?? entry;
    }
    // The prompt is on the phone now: should this fail, its callback still finds the gift by id.
    await this.ledger.notePromptAccepted(entry.id, accepted);
    await countPromptSent(this.throttle);
    return (await this.ledger.findById(entry.id)) ?? entry;
  }

  /**
   * Daraja's callback of a prompt, to its own address: the gift's id and a secret only Daraja was
   * given. Anything else (a made-up id or secret, a checkout id or amount of another request)
   * changes nothing. Answers whether the site accepted it.
   */
  async receivePromptCallback(
    rawId: string,
    secret: string,
    payload: unknown,
    clientAddress: string,
  ): Promise<boolean> {
    const notice: NoticeReceived = { kind: "STK_CALLBACK", payload, clientAddress };
    const id = Number(rawId);
    const entry = Number.isSafeInteger(id) && id > 0 ? await this.ledger.findById(id) : null;
    if (!entry || entry.source !== GiftSource.STK || !sameSecret(secret, entry.callbackSecretHash)) {
      this.logger.warn(
        { gift: rawId, clientAddress },
        "a prompt callback came with an unknown gift or secret; ignored",
      );
      return false;
    }
    const callback = stkCallbackOf(payload);
    if (!callback) {
      await this.ledger.keepNotice(null, notice, entry.id, "unreadable");
      return false;
    }
    if (entry.checkoutRequestId && callback.checkoutRequestId !== entry.checkoutRequestId) {
      await this.ledger.keepNotice(null, notice, entry.id, "mismatch:checkout-id");
      this.logger.warn({ gift: entry.id }, "a prompt callback named another checkout request; ignored");
      return false;
    }
    if (callback.outcome.paid && callback.amountKes !== entry.amountKes) {
      // The status query will tell what was paid; the callback alone is not believed.
      await this.ledger.keepNotice(null, notice, entry.id, "mismatch:amount");
      this.logger.error(
        { gift: entry.id },
        "a prompt callback's amount differs from the gift's; left for the status query",
      );
      return false;
    }
    await this.settle(entry.id, callback.outcome, notice);
    return true;
  }

  /** Settles a prompt, and e-mails the receipt when this settled it paid and the donor gave an address. */
  private async settle(id: number, outcome: PromptOutcome, notice: NoticeReceived): Promise<void> {
    const settledNow = await this.ledger.settlePrompt(id, outcome, notice);
    if (!settledNow || !outcome.paid) return;
    const gift = await this.ledger.findById(id);
    // A registration's fee is told of by its confirmation (modules/event-registration/).
    if (!gift?.email || gift.registrationId !== null) return;
    const project = await this.ledger.projectOf(gift);
    this.mail.sendInBackground(
      receiptEmail(gift, project, await this.siteSettings.get(), {
        publicUrl: this.options.addresses.current(),
        simulated: paymentsSimulated(this.mode),
      }),
    );
  }

  /** The secret in the paybill's C2B addresses: made once, kept in the database for every instance. */
  paybillSecret(): Promise<string> {
    return this.paybillSecretKept.value();
  }

  /** Tells Daraja where to confirm payments made to the current diocese's paybill by hand. */
  async registerPaybillUrls(): Promise<void> {
    await (await this.daraja()).registerC2bUrls(await this.paybillAddresses());
  }

  private paybillAddresses() {
    return this.paybillSecretKept.addressesAt(this.options.addresses.current());
  }

  /**
   * A payment to the paybill by hand (C2B). The validation accepts every payment (the paybill may
   * take other giving than the appeal's). The confirmation settles the prompt it was made at, or
   * records a gift of its own to the project its account number names (once per M-Pesa
   * transaction), or lists it for the treasurer when the site cannot tell where it belongs: money
   * that reached the paybill is never left out.
   */
  async receivePaybillNotice(
    kind: "validation" | "confirmation",
    secret: string,
    payload: unknown,
    clientAddress: string,
  ): Promise<boolean> {
    if (!sameSecret(secret, secretHash(await this.paybillSecret()))) {
      this.logger.warn({ clientAddress }, "a paybill notice came with a wrong secret; ignored");
      return false;
    }
    const notice: NoticeReceived = {
      kind: kind === "validation" ? "C2B_VALIDATION" : "C2B_CONFIRMATION",
      payload,
      clientAddress,
    };
    const payment = paybillPaymentOf(payload);
    if (kind === "validation" || !payment) {
      await this.ledger.keepNotice(null, notice, null, payment ? "validated" : "unreadable");
      return payment !== null;
    }
    if (payment.shortcode !== (await this.accounts.paybillNumber())) {
      await this.ledger.keepNotice(null, notice, null, "mismatch:shortcode");
      return false;
    }
    const destination = await paybillDestination(payment, {
      ledger: this.ledger,
      projects: this.projects,
      siteSettings: this.siteSettings,
      pledges: this.pledges,
      assessments: this.assessmentPayments,
      registrations: this.registrationFees,
    });
    if (destination.kind === "prompt") {
      const confirmed = {
        paid: true,
        mpesaReceipt: payment.mpesaReceipt,
        resultCode: 0,
        resultDescription: "Confirmed as a paybill payment",
      } as const;
      await this.settle(destination.gift.id, confirmed, notice);
    } else if (destination.kind === "project") {
      await this.ledger.recordPaybillGift(
        { ...payment, projectId: destination.projectId, pledgeId: destination.pledgeId ?? null },
        notice,
      );
    } else if (destination.kind === "assessment") {
      await this.ledger.recordPaybillGift(
        { ...payment, projectId: null, assessmentId: destination.assessmentId },
        notice,
      );
    } else if (destination.kind === "registration") {
      await this.ledger.recordPaybillGift(
        { ...payment, projectId: null, registrationId: destination.registrationId },
        notice,
      );
    } else {
      await this.unmatchedPayments.keep(payment, notice, destination.reason);
    }
    return true;
  }

  /** A treasurer asks Daraja now how a pending prompt ended. Answers the entry as it stands after. */
  async checkStatus(actor: Actor | null, rawId: unknown): Promise<Contribution> {
    requireTreasurer(actor);
    const entry = await this.ledger.findById(parseId(rawId));
    if (!entry) throw new NotFoundError(`There is no gift with id ${String(rawId)}`);
    if (entry.status !== GiftStatus.PENDING || !entry.checkoutRequestId) {
      throw new UserInputError("Only a pending M-Pesa prompt can be asked about", "id");
    }
    await this.daraja();
    await this.sweep.ask(entry);
    return (await this.ledger.findById(entry.id)) ?? entry;
  }
}
