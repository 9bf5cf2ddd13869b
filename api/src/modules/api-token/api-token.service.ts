import { randomBytes } from "node:crypto";
import type { DataSource, Repository } from "typeorm";
import { requireSystemAdmin, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { API_TOKEN_PREFIX, hashToken } from "../../lib/bearer-tokens.js";
import type { RateLimit, ThrottleService } from "../throttle/throttle.service.js";
import { ApiToken } from "./api-token.entity.js";
import { NewApiTokenInput } from "./api-token.inputs.js";
import { updateWhere } from "../../db/store.js";

/** How much of a token the dashboard shows: the prefix and 8 of its 43 random characters. */
const VISIBLE_LENGTH = API_TOKEN_PREFIX.length + 8;

/**
 * Requests one token may make in a minute: ten a second on average is far more than a parish app
 * or a sync script needs, and little enough that a runaway script cannot crowd out the visitors.
 */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

/** Last-used times are written at most this often, as sessions' seen-times are. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

/** The rules of integrators' API tokens: the one place that makes, lists, revokes and checks them. */
export class ApiTokenService {
  private readonly tokens: Repository<ApiToken>;
  private readonly rate: RateLimit;

  constructor(
    dataSource: DataSource,
    private readonly throttle: ThrottleService,
    requestsPerMinute: number = API_TOKEN_REQUESTS_PER_MINUTE,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.tokens = dataSource.getRepository(ApiToken);
    this.rate = { limit: requestsPerMinute, windowMs: 60 * 1000 };
  }

  /** Makes a token; its text is in the answer and nowhere else, so it is shown this once. */
  async create(
    actor: Actor | null,
    data: Untrusted<NewApiTokenInput>,
  ): Promise<{ token: string; apiToken: ApiToken }> {
    const admin = requireSystemAdmin(actor);
    const input = await validated(NewApiTokenInput, withTrimmedText(data, ["expiresAt"]));
    if (input.expiresAt && input.expiresAt <= this.now()) {
      throw new UserInputError("expiresAt must be in the future", "expiresAt");
    }
    if (await this.tokens.existsBy({ name: input.name })) {
      throw new UserInputError(`There is already an API token named ${input.name}`, "name");
    }
    const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
    const apiToken = await this.tokens.save(
      this.tokens.create({
        name: input.name,
        scopes: input.scopes,
        tokenHash: hashToken(token),
        prefix: token.slice(0, VISIBLE_LENGTH),
        createdByUserId: admin.userId || null,
        expiresAt: input.expiresAt ?? null,
        lastUsedAt: null,
        revokedAt: null,
      }),
    );
    return { token, apiToken };
  }

  /** Every token, newest first, revoked ones too: what was given out stays on record. */
  async list(actor: Actor | null): Promise<ApiToken[]> {
    requireSystemAdmin(actor);
    return this.tokens.find({ order: { createdAt: "DESC", id: "DESC" } });
  }

  /**
   * Stops a token from working at once. Revoking it again changes nothing and answers it as it
   * is, with the time it was first revoked.
   */
  async revoke(actor: Actor | null, rawId: unknown): Promise<ApiToken> {
    requireSystemAdmin(actor);
    const apiToken = await this.tokens.findOneBy({ id: parseId(rawId) });
    if (!apiToken) throw new NotFoundError(`There is no API token with id ${String(rawId)}`);
    if (apiToken.revokedAt) return apiToken;
    apiToken.revokedAt = this.now();
    return this.tokens.save(apiToken);
  }

  /** Whether a header's token is meant as an API token (rather than a session's). */
  isApiToken(token: string | undefined): token is string {
    return token?.startsWith(API_TOKEN_PREFIX) ?? false;
  }

  /** The actor of a token, or null when it is unknown, revoked or expired. */
  async authenticate(token: string | undefined): Promise<Actor | null> {
    if (!this.isApiToken(token)) return null;
    const apiToken = await this.tokens.findOneBy({ tokenHash: hashToken(token) });
    const now = this.now();
    if (!apiToken || apiToken.revokedAt || (apiToken.expiresAt && apiToken.expiresAt <= now)) return null;
    if (!apiToken.lastUsedAt || now.getTime() - apiToken.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await updateWhere(this.tokens, { id: apiToken.id }, { lastUsedAt: now });
    }
    return {
      userId: 0,
      role: "editor",
      sessionId: 0,
      apiToken: { id: apiToken.id, name: apiToken.name, scopes: apiToken.scopes },
    };
  }

  /** Counts one request of a token, and refuses it with Retry-After once over its limit. */
  async countRequest(tokenId: number): Promise<void> {
    await this.throttle.consume(
      `api-token:${tokenId}`,
      this.rate,
      () =>
        `This API token has made its ${this.rate.limit} requests of this minute; wait before sending more`,
    );
  }
}
