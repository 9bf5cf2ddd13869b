import { parseWholeNumber, type SettingReader } from "./read-settings.js";

/** How much a client may send and hold, and whom the server believes about who the client is. */
export interface LimitsConfig {
  /** Fastify's trustProxy: whether X-Forwarded-For/-Proto come from a proxy we trust. */
  trustProxy: boolean | string;
  /** The largest file an upload may have, in bytes (UPLOAD_MAX_BYTES, default 10 MB). */
  uploadMaxBytes: number;
  /** The largest sermon recording an upload may have, in bytes (AUDIO_MAX_BYTES, default 60 MB). */
  audioMaxBytes: number;
  /** The most pixels a picture may have, against decompression bombs (UPLOAD_MAX_PIXELS). */
  uploadMaxPixels: number;
  /** The most memory the response cache of public reads may hold, in bytes (RESPONSE_CACHE_MAX_BYTES). */
  responseCacheMaxBytes: number;
  /** How many connections one client address may hold at once, 0 for no cap (MAX_CONNECTIONS_PER_CLIENT). */
  maxConnectionsPerClient: number;
  /**
   * Requests one integrator's API token may make in a minute (API_TOKEN_REQUESTS_PER_MINUTE);
   * undefined leaves the API token module's own limit.
   */
  apiTokenRequestsPerMinute: number | undefined;
}

/** Uploads are held in memory while they are checked and re-encoded, so the limit has a ceiling. */
const UPLOAD_MAX_BYTES_CEILING = 100 * 1024 * 1024;
/** sharp's own default ceiling (0x3FFF x 0x3FFF). */
const UPLOAD_MAX_PIXELS_CEILING = 268_402_689;
/** More than a diocese's whole public site, compressed twice, many times over. */
const RESPONSE_CACHE_MAX_BYTES_CEILING = 4 * 1024 * 1024 * 1024;

export function readLimits(value: SettingReader, problems: string[]): LimitsConfig {
  const trustProxy = parseTrustProxy(value("TRUST_PROXY") ?? "false", problems);
  const uploadMaxBytes = parseWholeNumber(
    "UPLOAD_MAX_BYTES",
    value("UPLOAD_MAX_BYTES") ?? String(10 * 1024 * 1024),
    { min: 1024, max: UPLOAD_MAX_BYTES_CEILING, unit: "bytes" },
    problems,
  );
  // 60 MB: an hour's sermon at 128 kbit/s, the most a phone's voice recorder usually makes.
  const audioMaxBytes = parseWholeNumber(
    "AUDIO_MAX_BYTES",
    value("AUDIO_MAX_BYTES") ?? String(60 * 1024 * 1024),
    { min: 1024, max: UPLOAD_MAX_BYTES_CEILING, unit: "bytes" },
    problems,
  );
  // 50 megapixels: phones that take 48 and 50 MP photos are common; a bomb declares far more.
  const uploadMaxPixels = parseWholeNumber(
    "UPLOAD_MAX_PIXELS",
    value("UPLOAD_MAX_PIXELS") ?? "50000000",
    { min: 1_000_000, max: UPLOAD_MAX_PIXELS_CEILING, unit: "pixels" },
    problems,
  );

  const responseCacheMaxBytes = parseWholeNumber(
    "RESPONSE_CACHE_MAX_BYTES",
    value("RESPONSE_CACHE_MAX_BYTES") ?? String(64 * 1024 * 1024),
    { min: 0, max: RESPONSE_CACHE_MAX_BYTES_CEILING, unit: "bytes" },
    problems,
  );

  // Many phones share one address behind a mobile operator's NAT, each browser opening up to six.
  const maxConnectionsPerClient = parseWholeNumber(
    "MAX_CONNECTIONS_PER_CLIENT",
    value("MAX_CONNECTIONS_PER_CLIENT") ?? "100",
    { min: 0, max: 100_000, unit: "connections" },
    problems,
  );

  const rawApiTokenRate = value("API_TOKEN_REQUESTS_PER_MINUTE");
  const apiTokenRequestsPerMinute =
    rawApiTokenRate === undefined
      ? undefined
      : parseWholeNumber(
          "API_TOKEN_REQUESTS_PER_MINUTE",
          rawApiTokenRate,
          { min: 1, max: 100_000, unit: "requests" },
          problems,
        );
  return {
    trustProxy,
    uploadMaxBytes,
    audioMaxBytes,
    uploadMaxPixels,
    responseCacheMaxBytes,
    maxConnectionsPerClient,
    apiTokenRequestsPerMinute,
  };
}

/**
 * Behind a reverse proxy the client's address and the https scheme come in X-Forwarded-* headers,
 * which anyone can send: they are believed only from the proxies named here, or else rate limits
 * could be dodged with a made-up address.
 */
function parseTrustProxy(raw: string, problems: string[]): boolean | string {
  if (raw === "true" || raw === "false") return raw === "true";
  if (/^[\d.:a-fA-F/, ]+$/.test(raw)) return raw;
  problems.push(
    `TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses, not "${raw}"`,
  );
  return false;
}
