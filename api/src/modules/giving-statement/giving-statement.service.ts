import { randomInt } from "node:crypto";
import type { Readable } from "node:stream";
import { Field, Int, ObjectType } from "type-graphql";
import { LessThan, type DataSource, type Repository } from "typeorm";
import { requireTreasurer, type Actor } from "../../authorization.js";
import { CursorPageOf, newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { newestFirstBatches, type NextBatch } from "../../db/newest-first-batches.js";
import { NotFoundError, ServiceUnavailableError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import type { StatementCodeProblem } from "../../site/form-problems.js";
import type { Language } from "../../site/languages.js";
import { newToken, sameSecret, secretHash } from "../contribution/gift-tokens.js";
import type { ProjectService } from "../project/project.service.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import { kenyanMobile, type SmsService } from "../sms/sms.service.js";
import { clientKey } from "../throttle/client-key.js";
import type { ThrottleService } from "../throttle/throttle.service.js";
import { translated } from "../translation/translation.js";
import { StatementCode, StatementSend, StatementSendStatus } from "./giving-statement.entity.js";
import {
  StatementCodeInput,
  StatementRequestInput,
  StatementSendPageArgs,
  StatementYearArgs,
} from "./giving-statement.inputs.js";
import { donorCount, donorGifts, gaveIn, queueEveryDonor } from "./statement-gifts.js";
import { drawStatement, newStatementDocument, statementStream, type Diocese } from "./statement-pdf.js";
import { statementWords } from "./statement-words.js";

/** How long a code works, and how many tries it has (the right one among them). */
const CODE_LIFE_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** Codes asked for to one number, and from one connection, in an hour. */
const CODES_PER_PHONE_HOUR = 3;
const CODES_PER_CLIENT_HOUR = 10;
const HOUR_MS = 60 * 60_000;
/** Requests kept a day past their expiry, then cleared away by a later request. */
const DAY_MS = 24 * HOUR_MS;

@ObjectType({ description: "A year's giving statements: its donors, and how many were sent theirs" })
export class GivingStatementYear {
  @Field(() => Int)
  year: number;

  @Field(() => Int, { description: "Donors the ledger knows by number who gave in the year" })
  donors: number;

  @Field(() => Int, { description: "Statements waiting for the sending job" })
  queued: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int)
  failed: number;
}

@ObjectType({ description: "A page of a year's statements sent, newest first" })
export class StatementSendPage extends CursorPageOf(StatementSend) {}

/** A statement ready to download: its file's name, and its bytes as they are made. */
export interface StatementFile {
  filename: string;
  stream(): Readable;
}

/** A one-time code that cannot open the statement, and why (the code page says so). */
export class StatementCodeError extends UserInputError {
  constructor(
    message: string,
    readonly problem: StatementCodeProblem,
  ) {
    super(message, "code");
  }
}

/**
 * Donors' statements of their giving in a year (modules/giving-statement/): asked for on the
 * public page by number, with a one-time code by SMS, or sent to every donor of a year by the
 * treasurer (the sending itself is GivingStatementSending's), and the PDF, drawn from the ledger
 * a page of gifts at a time (statement-gifts.ts says whose gifts are whose).
 */
export class GivingStatementService {
  private readonly codes: Repository<StatementCode>;
  private readonly sends: Repository<StatementSend>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: {
      sms: SmsService;
      throttle: ThrottleService;
      siteSettings: SiteSettingsService;
      projects: ProjectService;
    },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.codes = dataSource.getRepository(StatementCode);
    this.sends = dataSource.getRepository(StatementSend);
  }

  /**
   * A donor asks for their statement of a year: answers the token of the page where the code is
   * typed. The code goes by SMS only to a number that gave in the year, but the answer is the same
   * for any number, and the limits count every request alike, so that nobody learns who gave.
   */
  async requestCode(
    data: Untrusted<StatementRequestInput>,
    clientAddress: string,
    language: Language,
  ): Promise<string> {
    const input = await validated(StatementRequestInput, withTrimmedText(data));
    const phone = kenyanMobile(input.phone).slice(1);
    if (input.year > Number(todayInDiocese(this.now()).slice(0, 4))) {
      throw new UserInputError("year must be this year or an earlier one", "year");
    }
    if (!(await this.sources.sms.switchedOn())) {
      throw new ServiceUnavailableError("SMS are switched off on this site, so no code can be sent");
    }
    await this.sources.throttle.consumeAll([
      {
        key: `statement-client:${clientKey(clientAddress)}`,
        rate: { limit: CODES_PER_CLIENT_HOUR, windowMs: HOUR_MS },
        message: (minutes) =>
          `Too many statements were asked for from here. Try again in ${minutes} minutes.`,
      },
      {
        key: `statement-phone:${phone}`,
        rate: { limit: CODES_PER_PHONE_HOUR, windowMs: HOUR_MS },
        message: (minutes) =>
          `Three codes were asked for this number in the last hour. Try again in ${minutes} minutes.`,
      },
    ]);
    const now = this.now();
    await this.codes.delete({ expiresAt: LessThan(new Date(now.getTime() - DAY_MS)) });
    const token = newToken();
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(StatementCode, {
        tokenHash: secretHash(token),
        phone,
        year: input.year,
        codeHash: codeHash(token, code),
        expiresAt: new Date(now.getTime() + CODE_LIFE_MS),
      });
      if (!(await gaveIn(manager, phone, input.year))) return;
      await this.sources.sms.queue(manager, {
        to: `+${phone}`,
        body: statementWords(language).word("statement.codeSms", { code, year: input.year }),
        kind: "statement-code",
        promotional: false,
      });
    });
    return token;
  }

  /** Whether a code page's token is one of a request still open (the page says so when not). */
  async isOpenRequest(token: string): Promise<boolean> {
    const request = await this.codes.findOneBy({ tokenHash: secretHash(token) });
    return !!request && request.expiresAt > this.now() && request.attempts < MAX_CODE_ATTEMPTS;
  }

  /**
   * The statement a request's code opens. Each try is counted before the code is compared, by a
   * conditional update, so however many come at once a request has MAX_CODE_ATTEMPTS of them.
   */
  async withCode(data: Untrusted<StatementCodeInput>, language: Language): Promise<StatementFile> {
    const input = await validated(StatementCodeInput, data);
    const request = await this.codes.findOneBy({ tokenHash: secretHash(input.token) });
    if (!request || request.expiresAt <= this.now()) {
      throw new StatementCodeError("code has expired: ask for a new one", "expired");
    }
    const tried = await this.codes
      .createQueryBuilder()
      .update()
      .set({ attempts: () => "attempts + 1" })
      .where("id = :id AND attempts < :most", { id: request.id, most: MAX_CODE_ATTEMPTS })
      .execute();
    if (tried.affected !== 1) {
      throw new StatementCodeError("code was tried too many times: ask for a new one", "used-up");
    }
    const code = input.code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(code) || !sameSecret(`${input.token}:${code}`, request.codeHash)) {
      throw new StatementCodeError("code is not the one sent by SMS", "wrong");
    }
    return this.statementOf(request.phone, request.year, language);
  }

  /** The statement a donor's link from the treasurer's sending opens, while it lasts. */
  async byLink(token: string, language: Language): Promise<StatementFile> {
    const send = token ? await this.sends.findOneBy({ linkHash: secretHash(token) }) : null;
    if (!send?.linkExpiresAt || send.linkExpiresAt <= this.now()) {
      throw new NotFoundError(
        "This statement's link has expired or is not one: ask for it on the statement page",
      );
    }
    return this.statementOf(send.phone, send.year, language);
  }

  /** The donor's statement of the year: made as it is downloaded. */
  async statementOf(phone: string, year: number, language: Language): Promise<StatementFile> {
    const words = statementWords(language);
    const head = { year, phone, diocese: await this.diocese(), madeAt: this.now() };
    return {
      filename: words.word("statement.filename", { year }),
      stream: () => {
        const doc = newStatementDocument(head, words);
        const titles = (ids: number[]) => this.appealTitles(ids, language);
        return statementStream(
          doc,
          drawStatement(doc, head, words, donorGifts(this.dataSource, phone, year), titles),
        );
      },
    };
  }

  /** How many donors gave in the year, and where their statements stand (treasurers). */
  async year(actor: Actor | null, args: Untrusted<StatementYearArgs>): Promise<GivingStatementYear> {
    requireTreasurer(actor);
    const { year } = await validated(StatementYearArgs, args);
    return this.summary(year);
  }

  /**
   * Puts every donor of the year in the list of statements to send, once each (a second press adds
   * only those who gave since); the sending job sends them (treasurers).
   */
  async sendToEveryDonor(
    actor: Actor | null,
    args: Untrusted<StatementYearArgs>,
  ): Promise<GivingStatementYear> {
    requireTreasurer(actor);
    const { year } = await validated(StatementYearArgs, args);
    await queueEveryDonor(this.dataSource, year);
    return this.summary(year);
  }

  /** A page of the year's statements, newest first (treasurers). */
  async sentPage(
    actor: Actor | null,
    args: Untrusted<StatementSendPageArgs>,
  ): Promise<CursorPage<StatementSend>> {
    requireTreasurer(actor);
    const input = await validated(StatementSendPageArgs, args);
    return newestFirstPage(this.sends, { year: input.year }, "createdAt", input);
  }

  /** Every statement of the year, for the CSV, a batch at a time (treasurers). */
  async exportBatches(
    actor: Actor | null,
    args: Untrusted<StatementYearArgs>,
  ): Promise<NextBatch<StatementSend>> {
    requireTreasurer(actor);
    const { year } = await validated(StatementYearArgs, args);
    return newestFirstBatches(this.sends, {
      where: { year },
      property: "createdAt",
      select: ["year", "phone", "status", "channel", "sentAt"],
    });
  }

  private async summary(year: number): Promise<GivingStatementYear> {
    const counts = await this.sends
      .createQueryBuilder("send")
      .select("send.status", "status")
      .addSelect("COUNT(*)", "count")
      .where({ year })
      .groupBy("send.status")
      .getRawMany<{ status: StatementSendStatus; count: number | string }>();
    const of = (status: StatementSendStatus) =>
      Number(counts.find((row) => row.status === status)?.count ?? 0);
    return {
      year,
      donors: await donorCount(this.dataSource, year),
      queued: of(StatementSendStatus.QUEUED),
      sent: of(StatementSendStatus.SENT),
      failed: of(StatementSendStatus.FAILED),
    };
  }

  /** The diocese's name and details from the site's settings, as a statement's head shows them. */
  private async diocese(): Promise<Diocese> {
    const settings = await this.sources.siteSettings.get();
    const lines = [
      settings.postalLine,
      [settings.phone, settings.email].filter(Boolean).join("  ·  "),
      settings.paybillNumber ? `M-Pesa paybill ${settings.paybillNumber}` : null,
    ];
    return { name: settings.fullName, lines: lines.filter((line): line is string => !!line) };
  }

  private async appealTitles(ids: number[], language: Language): Promise<Map<number, string>> {
    const projects = await this.sources.projects.listByIds(ids);
    return new Map(
      ids.map((id, index) => [id, projects[index] ? translated(projects[index], language).title : ""]),
    );
  }
}

/** A code's hash, with its request's token: six digits alone would be found from their hash at once. */
const codeHash = (token: string, code: string) => secretHash(`${token}:${code}`);
