import { afterAll, beforeAll, expect, it } from "vitest";
import { inDiocese, startProvinceApp } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";

/*
 * The About Us page's administrative secretary is one row a diocese (issue #44): each diocese of a
 * province saves its own, and changes its own alone.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

it("is each diocese's own: saved, changed and deleted in one leaves the other's as it was", async () => {
  const save = (diocese: number, name: string) =>
    inDiocese(diocese, () =>
      app.services.administrativeSecretary.save(SYSTEM_ACTOR, {
        name,
        title: "Diocesan Administrative Secretary",
      }),
    );
  const nameIn = (diocese: number) =>
    inDiocese(diocese, async () => (await app.services.administrativeSecretary.get())?.name);
  await save(1, "The Ven. Esther Mukabane");
  await save(2, "Canon Joseph Wanyama");
  expect([await nameIn(1), await nameIn(2)]).toEqual(["The Ven. Esther Mukabane", "Canon Joseph Wanyama"]);
  await save(2, "Canon Ruth Achieng");
  expect([await nameIn(1), await nameIn(2)]).toEqual(["The Ven. Esther Mukabane", "Canon Ruth Achieng"]);
  await inDiocese(1, () => app.services.administrativeSecretary.delete(SYSTEM_ACTOR));
  expect([await nameIn(1), await nameIn(2)]).toEqual([undefined, "Canon Ruth Achieng"]);
});
