import type { ThrottleService } from "../throttle/throttle.service.js";
import { clientKey } from "../throttle/client-key.js";

/*
 * The limits on M-Pesa prompts, which reach strangers' phones through the diocese's Daraja account:
 * per phone, per client address, and for the whole site.
 */

/** Prompts sent to one phone: one a minute, five an hour; from one client address, twenty an hour. */
const PER_PHONE_MINUTE = { limit: 1, windowMs: 60_000 };
const PER_PHONE_HOUR = { limit: 5, windowMs: 60 * 60_000 };
const PER_CLIENT_HOUR = { limit: 20, windowMs: 60 * 60_000 };
/**
 * Prompts Daraja took in an hour, from the whole site: a bound on what many addresses together can
 * send to strangers' phones through the diocese's Daraja account, far above a diocese's busiest
 * hour of giving (a Sunday appeal). Only prompts sent count, never refused requests: it takes a
 * hundred addresses each at its own limit to reach it.
 */
const PER_SITE_HOUR = { limit: 2_000, windowMs: 60 * 60_000 };
const PROMPTS_SENT_KEY = "give-prompts-sent";

/**
 * Counts a prompt against the donor's own limits, counted only when all of them allow it: a flood
 * from one address is refused by that address's limit and uses up no one else's. Then refuses it
 * when the site's bound is full, which counts only prompts Daraja took (countPromptSent), so
 * refused requests never fill it.
 */
export async function admitPrompt(throttle: ThrottleService, phone: string, clientAddress: string) {
  await throttle.consumeAll([
    {
      key: `give-client:${clientKey(clientAddress)}`,
      rate: PER_CLIENT_HOUR,
      message: (minutes) =>
        `Too many M-Pesa prompts were asked for from your connection. Try again in ${minutes} minutes.`,
    },
    {
      key: `give-phone-minute:${phone}`,
      rate: PER_PHONE_MINUTE,
      message: () =>
        "A prompt was sent to this phone less than a minute ago. Check the phone, or try again in a minute.",
    },
    {
      key: `give-phone-hour:${phone}`,
      rate: PER_PHONE_HOUR,
      message: (minutes) => `This phone has had five prompts this hour. Try again in ${minutes} minutes.`,
    },
  ]);
  await throttle.refuseWhenFull(
    PROMPTS_SENT_KEY,
    PER_SITE_HOUR,
    (minutes) => `Very many people are giving just now. Please try again in ${minutes} minutes.`,
  );
}

/** A prompt Daraja took, against the site's bound. */
export function countPromptSent(throttle: ThrottleService): Promise<void> {
  return throttle.count(PROMPTS_SENT_KEY, PER_SITE_HOUR);
}
