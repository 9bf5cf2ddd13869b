import { SmsAccounts } from "../src/modules/sms/sms-accounts.js";
import { SmsSending } from "../src/modules/sms/sms-sending.js";
import type { TestApp } from "./test-app.js";

/**
 * Another sender of a test site's SMS, on its database and its Africa's Talking simulator (or
 * `baseUrl`), with a clock of the test's own: what the site sends at a given hour.
 */
export async function smsSenderOf(
  server: TestApp,
  now: () => Date,
  baseUrl = server.services.smsSending.startedSimulator!.url,
): Promise<SmsSending> {
  const sender = new SmsSending(
    server.dataSource,
    new SmsAccounts({ ...server.config.sms, baseUrl }, null),
    { addresses: server.services.addresses, dataDir: server.config.dataDir },
    { warn: () => undefined },
    now,
  );
  await sender.connect();
  return sender;
}
