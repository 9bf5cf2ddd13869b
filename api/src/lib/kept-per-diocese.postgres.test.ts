import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../authorization.js";
import { inDiocese, startProvinceApp } from "../../test/in-diocese.js";
import type { TestApp } from "../../test/test-app.js";
import { PhoneAnswers } from "../modules/phone/phone-answers.js";
import { ThrottleService } from "../modules/throttle/throttle.service.js";

/*
 * What the process keeps in memory for a while (a setting read once a minute, a secret read once,
 * when a clean-up last ran) is each diocese's own where the deployment serves several (issue #44):
 * one diocese's is never told to another's people.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
  await inDiocese(2, () =>
    app.services.siteSettings.update(SYSTEM_ACTOR, {
      shortName: "ACK Mumias",
      fullName: "ACK Diocese of Mumias",
      bannerText: "",
    }),
  );
}, 60_000);
afterAll(() => app.close());

describe("what the process keeps for a while, in a province", () => {
  it("names each diocese on its own phone menus, though the name is kept a minute", async () => {
    const answers = new PhoneAnswers({ dataSource: app.dataSource, ...app.services });
    const kakamega = (await app.services.siteSettings.get()).shortName;
    expect(await inDiocese(1, () => answers.siteName())).toBe(kakamega);
    expect(await inDiocese(2, () => answers.siteName())).toBe("ACK Mumias");
    expect(await inDiocese(1, () => answers.siteName())).toBe(kakamega);
  });

  it("gives each diocese its own paybill secret, the same each time it is asked", async () => {
    const kakamegas = await inDiocese(1, () => app.services.mpesa.paybillSecret());
    const mumiass = await inDiocese(2, () => app.services.mpesa.paybillSecret());
    expect(mumiass).not.toBe(kakamegas);
    expect(await inDiocese(1, () => app.services.mpesa.paybillSecret())).toBe(kakamegas);
    expect(await inDiocese(2, () => app.services.mpesa.paybillSecret())).toBe(mumiass);
    expect(
      await inDiocese(2, () => app.dataSource.query(`SELECT state_value AS value FROM app_state`)),
    ).toContainEqual({
      value: mumiass,
    });
  });

  it("prunes each diocese's old rate-limit counts in its own turn", async () => {
    const now = Date.now();
    const twoDaysAgo = now - 2 * 24 * 60 * 60 * 1000;
    const throttle = new ThrottleService(app.dataSource, () => new Date(now));
    const oldCount = (key: string) =>
      app.dataSource.query(
        `INSERT INTO throttle (throttle_key, attempts, window_started_ms) VALUES ($1, 1, $2)`,
        [key, twoDaysAgo],
      );
    await inDiocese(1, () => oldCount("sign-in:203.0.113.1"));
    await inDiocese(2, () => oldCount("sign-in:203.0.113.2"));
    const rate = { limit: 5, windowMs: 60_000 };
    const message = () => "Too many";

    await inDiocese(1, () => throttle.consume("sign-in:198.51.100.1", rate, message));
    await inDiocese(2, () => throttle.consume("sign-in:198.51.100.2", rate, message));

    const keys = `SELECT throttle_key FROM throttle ORDER BY throttle_key`;
    expect(await inDiocese(1, () => app.dataSource.query(keys))).toEqual([
      { throttle_key: "sign-in:198.51.100.1" },
    ]);
    expect(await inDiocese(2, () => app.dataSource.query(keys))).toEqual([
      { throttle_key: "sign-in:198.51.100.2" },
    ]);
  });
});
