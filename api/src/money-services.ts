import type { FastifyBaseLogger } from "fastify";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { MailService } from "./modules/mail/mail.service.js";
import { ProjectService } from "./modules/project/project.service.js";
import { ContributionService } from "./modules/contribution/contribution.service.js";
import { TreasurerLedgerService } from "./modules/contribution/treasurer-ledger.service.js";
import { UnmatchedPaymentService } from "./modules/contribution/unmatched-payment.service.js";
import { MpesaGivingService } from "./modules/mpesa/mpesa-giving.service.js";
import { SmsSending } from "./modules/sms/sms-sending.js";
import { SmsAccounts } from "./modules/sms/sms-accounts.js";
import { SmsService } from "./modules/sms/sms.service.js";
import { PledgeService } from "./modules/pledge/pledge.service.js";
import { PledgeReminders } from "./modules/pledge/pledge-reminders.js";
import { TreasurerPledgeService } from "./modules/pledge/treasurer-pledges.service.js";
import { AppealMilestones } from "./modules/pledge/appeal-milestones.js";
import { SmsNoticeService } from "./modules/sms-notice/sms-notice.service.js";
import { SmsNoticeSending } from "./modules/sms-notice/sms-notice-sending.js";
import { queueReceiptSms } from "./modules/contribution/receipt-sms.js";
import { paymentsSimulated } from "./modules/contribution/gift-views.js";
import { ThrottleService } from "./modules/throttle/throttle.service.js";
import { SiteSettingsService } from "./modules/site-settings/site-settings.service.js";
import { AssessmentService } from "./modules/assessment/assessment.service.js";
import { AssessmentPaymentService } from "./modules/assessment/assessment-payments.service.js";
import { AssessmentReminders } from "./modules/assessment/assessment-reminders.js";
import { GivingStatementService } from "./modules/giving-statement/giving-statement.service.js";
import { GivingStatementSending } from "./modules/giving-statement/statement-sending.js";
import { RegistrationService } from "./modules/event-registration/registration.service.js";
import { RegistrationFeeService } from "./modules/event-registration/registration-fees.service.js";
import { RegistrationHolds } from "./modules/event-registration/registration-holds.js";
import { registrationMessages } from "./modules/event-registration/registration-messages.js";
import { RegistrationMail } from "./modules/event-registration/registration-mail.js";
import { RegistrantPages } from "./modules/event-registration/registrant-pages.service.js";
import type { SiteAddresses } from "./modules/diocese/site-addresses.js";
import type { DioceseSecretService } from "./modules/diocese/diocese-secrets.service.js";
import { servesManyDioceses } from "./config/database.js";

/*
 * The money's services, made by createServices (services.ts): the ledger and what a gift's being
 * paid brings, the treasurer's side and the parishes' assessments, giving by M-Pesa and the
 * registrations whose fees it collects, and donors' statements.
 */

/**
 * Giving by M-Pesa, which pays into the ledger gifts, pledges, assessments and registrations' fees,
 * and the registrations for events, whose fees it sends prompts for.
 */
export function createMpesaAndRegistrations(
  dataSource: DataSource,
  config: Config,
  logger: FastifyBaseLogger,
  sources: {
    ledger: ReturnType<typeof createLedger>;
    parishMoney: ReturnType<typeof createParishMoney>;
    projects: ProjectService;
    throttle: ThrottleService;
    siteSettings: SiteSettingsService;
    mail: MailService;
    addresses: SiteAddresses;
    dioceseSecrets: DioceseSecretService;
  },
) {
  const { ledger, parishMoney, throttle } = sources;
  const perDiocese = servesManyDioceses(config.database);
  const mpesa = new MpesaGivingService(
    {
      config: config.mpesa,
      addresses: sources.addresses,
      secrets: perDiocese ? sources.dioceseSecrets : null,
    },
    dataSource,
    ledger.contributions,
    parishMoney.unmatchedPayments,
    sources.projects,
    throttle,
    sources.siteSettings,
    sources.mail,
    ledger.pledges,
    parishMoney.assessmentPayments,
    ledger.registrationFees,
    logger,
  );
  const registrations = new RegistrationService(
    dataSource,
    throttle,
    { maxFeeKes: config.mpesa.maxAmountKes },
    ledger.registrationFees,
    mpesa,
  );
  return { mpesa, registrations };
}

/** Donors' statements of their giving (modules/giving-statement/): asked for, and sent by the treasurer. */
export function createGivingStatements(
  dataSource: DataSource,
  logger: FastifyBaseLogger,
  sources: {
    sms: SmsService;
    throttle: ThrottleService;
    siteSettings: SiteSettingsService;
    projects: ProjectService;
    mail: MailService;
    addresses: SiteAddresses;
  },
) {
  return {
    givingStatements: new GivingStatementService(dataSource, sources),
    givingStatementSending: new GivingStatementSending(dataSource, sources.sms, sources.mail, {
      addresses: sources.addresses,
      siteName: async () => (await sources.siteSettings.get()).fullName,
      logger,
    }),
  };
}

/**
 * The ledger of gifts with what a gift's being paid brings, in its transaction: its SMS receipt
 * (modules/sms/) and its pledge's keeping (modules/pledge/); and SMS's sender and the pledges'
 * reminders, the timed jobs of both; SMS notices (modules/sms-notice/), which SMS carry too; and
 * donors' statements of what the ledger holds of them.
 */
export function createLedger(
  dataSource: DataSource,
  config: Config,
  logger: FastifyBaseLogger,
  {
    projects,
    throttle,
    mail,
    siteSettings,
    addresses,
    dioceseSecrets,
  }: {
    projects: ProjectService;
    throttle: ThrottleService;
    mail: MailService;
    siteSettings: SiteSettingsService;
    addresses: SiteAddresses;
    dioceseSecrets: DioceseSecretService;
  },
) {
  const smsAccounts = new SmsAccounts(
    config.sms,
    servesManyDioceses(config.database) ? dioceseSecrets : null,
  );
  const sms = new SmsService(dataSource, smsAccounts);
  const receipts = queueReceiptSms(sms, { simulated: paymentsSimulated(config.mpesa.mode) });
  const pledges = new PledgeService(dataSource, projects, sms, throttle, { addresses });
  const registrationFees = new RegistrationFeeService(
    dataSource,
    registrationMessages(
      sms,
      new RegistrationMail(dataSource, mail, siteSettings, logger, config, addresses),
    ),
  );
  const contributions = new ContributionService(
    dataSource,
    projects,
    async (manager, giftId) => {
      const receiptQueued = await receipts(manager, giftId);
      await pledges.whenGiftPaid(manager, giftId);
      await registrationFees.whenPaid(manager, giftId);
      return receiptQueued;
    },
    (manager, giftId) => registrationFees.whenFailed(manager, giftId),
  );
  return {
    sms,
    smsSending: new SmsSending(dataSource, smsAccounts, { addresses, dataDir: config.dataDir }, logger),
    pledges,
    treasurerPledges: new TreasurerPledgeService(dataSource, pledges),
    pledgeReminders: new PledgeReminders(dataSource, pledges, mail, sms),
    appealMilestones: new AppealMilestones(dataSource, sms),
    smsNotices: new SmsNoticeService(dataSource, sms, config.sms),
    smsNoticeSending: new SmsNoticeSending(dataSource, sms),
    contributions,
    registrationFees,
    registrationHolds: new RegistrationHolds(registrationFees),
    registrantPages: new RegistrantPages(dataSource, registrationFees),
    ...createGivingStatements(dataSource, logger, {
      sms,
      throttle,
      siteSettings,
      projects,
      mail,
      addresses,
    }),
  };
}

/**
 * The treasurer's side of the ledger (the entries staff record, the payments the site could not
 * place), and parishes' assessments, whose payments are entries of it: their rules, their payments
 * and their reminders.
 */
export function createParishMoney(
  dataSource: DataSource,
  { contributions, sms }: { contributions: ContributionService; sms: SmsService },
  mail: MailService,
) {
  const treasurerLedger = new TreasurerLedgerService(dataSource, contributions);
  const unmatchedPayments = new UnmatchedPaymentService(dataSource, contributions);
  const assessments = new AssessmentService(dataSource);
  return {
    treasurerLedger,
    unmatchedPayments,
    assessments,
    assessmentPayments: new AssessmentPaymentService(dataSource, {
      assessments,
      ledger: treasurerLedger,
      unmatchedPayments,
    }),
    assessmentReminders: new AssessmentReminders(dataSource, mail, sms),
  };
}
