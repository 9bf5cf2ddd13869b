/**
 * Which tables and values are a diocese's, and which the deployment's (issue #44; see
 * docs/engineers/province.md). Every table carries `diocese_id`, the diocese its row belongs to,
 * except those named here with the reason; a new table's migration adds the column with
 * `portableColumns(...).dioceseId()`, and dioceses.test.ts fails on one that has neither.
 */

/**
 * The PostgreSQL schema of the timed jobs' queue (db/fair-queue.ts), beside the site's tables: no
 * diocese's rows, and none a backup keeps.
 */
export const QUEUE_SCHEMA = "job_queue";

/** The tables that belong to no one diocese, and why. */
export const DEPLOYMENT_TABLES: Readonly<Record<string, string>> = {
  migrations: "TypeORM's record of the migrations this deployment has run",
  diocese: "the dioceses themselves",
  diocese_host: "which diocese a host name is: read before a request's diocese is known",
  province_admin: "the province's administrators, who belong to no diocese",
  province_session: "the province's administrators' sessions, at the province's own host",
  province_article: "the province's own news, which its administrators write",
  province_audit_entry: "what the province's administrators did",
  province_settings: "the province's own name, which its administrators set",
};

/**
 * The tables whose every row each diocese publishes on its own site, which the province's site
 * reads across the dioceses (PROVINCE_READER, db/unit-of-work.ts), and why each is public.
 */
export const PUBLISHED_TO_THE_PROVINCE: Readonly<Record<string, string>> = {
  parish: "the parish finder's: every parish, its town and its page are public on its diocese's site",
};

/** Why a random token's uniqueness is the deployment's: it is found before its diocese is known. */
const RANDOM = "a random token, found by its value alone";
/** Why an M-Pesa number's is: Safaricom gives each once, whichever paybill received it. */
const SAFARICOM = "M-Pesa's own number, given once by Safaricom";

/**
 * Unique values that stay unique across dioceses (table.column): tokens and M-Pesa's numbers. Every
 * other unique key holds `diocese_id` (two dioceses may each have a parish "st-peters" or a user
 * "admin") or a row's id, which the deployment gives once.
 */
export const UNIQUE_ACROSS_DIOCESES: Readonly<Record<string, string>> = {
  "admin_session.token_hash": RANDOM,
  "api_token.token_hash": RANDOM,
  "contribution.checkout_request_id": SAFARICOM,
  "contribution.mpesa_receipt": SAFARICOM,
  "contribution.receipt_token": RANDOM,
  "newsletter_subscriber.confirmation_token_hash": RANDOM,
  "newsletter_subscriber.unsubscribe_token": RANDOM,
  "pledge.page_token": RANDOM,
  "registration.token": RANDOM,
  "registration.check_in_key": RANDOM,
  "statement_code.token_hash": RANDOM,
  "statement_send.link_hash": RANDOM,
  "unmatched_payment.mpesa_receipt": SAFARICOM,
  "ussd_session.id": "Africa's Talking's session id, given once whichever code was dialled",
};
