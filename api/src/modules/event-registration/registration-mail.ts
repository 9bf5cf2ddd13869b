import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config.js";
import { paymentsSimulated } from "../contribution/gift-views.js";
import { announce, writeEventsOf } from "../../db/write-events.js";
import { Event } from "../event/event.entity.js";
import type { MailLogger, MailService } from "../mail/mail.service.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import { translated } from "../translation/translation.js";
import { confirmationEmail, offerEmail } from "./registration-email.js";
import { Registration } from "./registration.entity.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

/**
 * The registrants' e-mails (to those who gave an address), sent once the move they tell of is
 * committed: the move announces it inside its transaction (`tell`), and this instance sends it
 * after the commit, or never if the transaction rolled back. A confirmation or an offer is moved
 * to once, so each e-mail goes once.
 */
export class RegistrationMail {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly siteSettings: SiteSettingsService,
    private readonly logger: MailLogger,
    private readonly config: Pick<Config, "mpesa">,
    /** The addresses visitors reach each diocese's site by, for the links of every registration message. */
    readonly addresses: SiteAddresses,
  ) {
    writeEventsOf(dataSource).on("RegistrantToTell", ({ registrationId, about }) => {
      this.send(registrationId, about).catch((error: unknown) =>
        this.logger.error(
          { err: error, registration: registrationId },
          "a registration's e-mail could not be made",
        ),
      );
    });
  }

  /** In the transaction of the move: e-mails the registrant once it is committed, if they gave an address. */
  async tell(
    manager: EntityManager,
    registration: Registration,
    about: "confirmed" | "offered",
  ): Promise<void> {
    if (!registration.email) return;
    await announce(manager, { type: "RegistrantToTell", registrationId: registration.id, about });
  }

  private async send(registrationId: number, about: "confirmed" | "offered"): Promise<void> {
    const registration = await this.dataSource.manager.findOneBy(Registration, { id: registrationId });
    const event =
      registration && (await this.dataSource.manager.findOneBy(Event, { id: registration.eventId }));
    if (!registration?.email || !event) return;
    const settings = translated(await this.siteSettings.get(), registration.language);
    const options = { publicUrl: this.addresses.current(), siteName: settings.fullName };
    // Payments go to the simulator or the sandbox: the confirmation of a fee says no money moved.
    const simulated = paymentsSimulated(this.config.mpesa.mode);
    this.mail.sendInBackground(
      about === "confirmed"
        ? await confirmationEmail(registration, event, { ...options, simulated })
        : offerEmail(registration, event, options),
    );
  }
}
