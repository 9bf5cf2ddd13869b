import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateWhere } from "../../db/store.js";
import { eventually } from "../../../test/giving-support.js";
import { daysFromToday } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import {
  kakamegaNoon,
  startPledgingApp,
  STATEMENT_FIELDS,
  type PledgingApp,
  type Statement,
} from "../../../test/pledging.js";
import type { TestApp } from "../../../test/test-app.js";
import { SmsStatus } from "../sms/sms-message.entity.js";
import { AppealMilestones, progressSms } from "./appeal-milestones.js";
import { AppealMilestone, Pledge } from "./pledge.entity.js";
import { PledgeReminders } from "./pledge-reminders.js";
import { PledgeService } from "./pledge.service.js";
import { createDataSource, openDataSource } from "../../db/data-source.js";
import { ENTITIES } from "../../modules.js";
import { SmsService } from "../sms/sms.service.js";
import { ThrottleService } from "../throttle/throttle.service.js";
import { fitsTwoPlainSms } from "../sms/sms.service.js";

/*
 * What pledges send on their own, through the SMS simulator: reminders once per day across
 * instances and restarts, within the promotional hours, never to a number that said STOP; and one
 * SMS to each supporter as the appeal passes 25, 50, 75 and 100 %.
 */

let app: PledgingApp;
let server: TestApp;

beforeAll(async () => {
  app = await startPledgingApp();
  server = app.server;
});
afterAll(() => app.close());

const pledged = (overrides: Record<string, unknown> = {}) => app.pledged(overrides);
const smsTo = (phone: string, kind?: string) => app.smsTo(phone, kind);

describe("reminders", () => {
  const reminders = (now: () => Date) =>
    new PledgeReminders(
      server.dataSource,
      server.services.pledges,
      server.services.mail,
      server.services.sms,
      now,
    );
  const dueToday = async (id: string, day = daysFromToday(0)) => {
    await updateWhere(server.dataSource.getRepository(Pledge), { id: Number(id) }, { nextReminderOn: day });
  };

  /** A second instance's reminders: its own connection to the same database, its own services. */
  async function secondInstance() {
    const dataSource = await openDataSource(createDataSource(server.config.database, ENTITIES));
    const sms = new SmsService(dataSource, server.services.sms.accounts);
    const pledges = new PledgeService(
      dataSource,
      server.services.projects,
      sms,
      new ThrottleService(dataSource),
      { addresses: server.services.addresses },
    );
    return {
      reminders: new PledgeReminders(dataSource, pledges, server.services.mail, sms, kakamegaNoon),
      close: () => dataSource.destroy(),
    };
  }

  it("are sent once per day across two instances, with the balance, then wait for the next day", async () => {
    const pledge = await pledged({ phone: "0712 500 404", schedule: "WEEKLY", dueOn: daysFromToday(60) });
    await dueToday(pledge.id);
    const other = await secondInstance();
    try {
      await Promise.all([reminders(kakamegaNoon).remindDue(), other.reminders.remindDue()]);
    } finally {
      await other.close();
    }
    await reminders(kakamegaNoon).remindDue();
    const sent = await smsTo("+254712500404", "reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("KES 0 paid of KES 3,000, KES 3,000 left");
    const after = await server.dataSource.getRepository(Pledge).findOneByOrFail({ id: Number(pledge.id) });
    expect(after.nextReminderOn).toBe(daysFromToday(7));
    expect(after.remindersSent).toBe(1);
  });

  it("due for weeks while the site was down, are sent once at the next look", async () => {
    const pledge = await pledged({ phone: "0712 500 505", schedule: "WEEKLY", dueOn: daysFromToday(60) });
    await dueToday(pledge.id, daysFromToday(-21));
    await reminders(kakamegaNoon).remindDue();
    await reminders(kakamegaNoon).remindDue();
    expect(await smsTo("+254712500505", "reminder")).toHaveLength(1);
  });

  it("wait outside the promotional hours", async () => {
    const pledge = await pledged({ phone: "0712 500 606" });
    await dueToday(pledge.id);
    await reminders(() => new Date(`${daysFromToday(0)}T21:30:00+03:00`)).remindDue();
    expect(await smsTo("+254712500606", "reminder")).toHaveLength(0);
    await reminders(kakamegaNoon).remindDue();
    expect(await smsTo("+254712500606", "reminder")).toHaveLength(1);
  });

  it("stop for a number that sent STOP: kept as opted out, never sent", async () => {
    const pledge = await pledged({ phone: "0712 500 707" });
    await server.services.smsSending.startedSimulator!.receive({ from: "+254712500707", text: "STOP" });
    await eventually(() => server.services.sms.isOptedOut("+254712500707"), Boolean, 8_000);
    await dueToday(pledge.id);
    await reminders(kakamegaNoon).remindDue();
    const [reminder] = await smsTo("+254712500707", "reminder");
    expect(reminder!.status).toBe(SmsStatus.OPTED_OUT);
  });

  it("stop when the pledger says so on their page, and start again on the schedule they choose", async () => {
    const pledge = await pledged({ phone: "0712 500 808" });
    const change = (schedule: string | null) =>
      graphql<{ changePledgeReminders: Statement }>(
        server.url,
        `mutation ($input: PledgeRemindersInput!) { changePledgeReminders(input: $input) { ${STATEMENT_FIELDS} } }`,
        { input: { id: pledge.id, secret: pledge.secret, schedule } },
      );
    expect((await change(null)).body.data!.changePledgeReminders).toMatchObject({
      remindersOn: false,
      nextReminderOn: null,
    });
    expect((await change("WEEKLY")).body.data!.changePledgeReminders).toMatchObject({
      remindersOn: true,
      nextReminderOn: daysFromToday(7),
    });
    const forged = await graphql(
      server.url,
      `
        mutation ($input: PledgeRemindersInput!) {
          changePledgeReminders(input: $input) {
            id
          }
        }
      `,
      { input: { id: pledge.id, secret: "not-the-secret", schedule: null } },
    );
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("news of the appeal", () => {
  const milestones = (now = kakamegaNoon) =>
    new AppealMilestones(server.dataSource, server.services.sms, now);
  /** A gift the treasurer records: it passes marks as any paid gift does. */
  const giveKes = (amountKes: number, pledgeId?: string) => app.recordGift(amountKes, pledgeId);

  it("tells each supporter who agreed once as the appeal passes a mark, and no one else", async () => {
    const agreed = await pledged({ phone: "0712 510 101", progressConsent: true });
    // Two pledges of one number: it hears once.
    await pledged({ phone: "0712 510 101", progressConsent: true, amountKes: 500 });
    await pledged({ phone: "0712 510 202", progressConsent: false });
    await pledged({ phone: "0712 510 303", progressConsent: true });

    await giveKes(1_300_000, agreed.id); // 26 % of KES 5,000,000
    await Promise.all([milestones().tellDue(), milestones().tellDue()]);
    await milestones().tellDue();
    const told = await smsTo("+254712510101", "progress");
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(
      "Cathedral Roof has passed 25% of its target: KES 1,300,000 of KES 5,000,000",
    );
    expect(await smsTo("+254712510303", "progress")).toHaveLength(1);
    expect(await smsTo("+254712510202", "progress")).toHaveLength(0);

    // Past 50 and 75 at once: the supporters hear of 75 alone.
    await giveKes(2_500_000);
    await milestones().tellDue();
    const after = await smsTo("+254712510101", "progress");
    expect(after.map((sms) => sms.body.match(/passed (\d+)%/)?.[1])).toEqual(["25", "75"]);
    const reached = await server.dataSource
      .getRepository(AppealMilestone)
      .findBy({ projectId: app.appeal.id });
    expect(reached.map((row) => row.percent).sort()).toEqual([25, 50, 75]);
    expect(reached.every((row) => row.toldAt !== null)).toBe(true);
  });

  it("waits outside the promotional hours", async () => {
    await pledged({ phone: "0712 510 404", progressConsent: true });
    await giveKes(1_300_000);
    expect(await milestones(() => new Date(`${daysFromToday(0)}T20:00:00+03:00`)).tellDue()).toBe(0);
    expect(await smsTo("+254712510404", "progress")).toHaveLength(0);
    await milestones().tellDue();
    expect(await smsTo("+254712510404", "progress")).toHaveLength(1);
  });

  it("fits two SMS in both languages, however long the appeal's title", () => {
    const title =
      "The Bishop’s “Harambee” for the Diocesan Conference Centre, Guest Wing, Chapel and Library";
    for (const language of ["en", "sw"] as const) {
      for (const percent of [25, 100]) {
        const text = progressSms(language, title, {
          percent,
          raisedKes: 123_456_789,
          targetKes: 600_000_000,
        });
        expect(fitsTwoPlainSms(text)).toBe(true);
      }
    }
  });
});
