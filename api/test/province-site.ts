import { expect } from "vitest";
import { SYSTEM_ACTOR } from "../src/authorization.js";
import { inDiocese, startProvinceApp } from "./in-diocese.js";
import type { TestApp } from "./test-app.js";

/** What the tests of the province's own site (issue #44, modules/province-site/) share. */

export const PROVINCE_HOST = "province.example.org";

/**
 * A province's deployment whose own site answers at PROVINCE_HOST, its second diocese's site
 * named Mumias by its staff, with the phone and e-mail given.
 */
export async function startProvinceSite(contact: { phone?: string; email?: string } = {}): Promise<TestApp> {
  const app = await startProvinceApp({ env: { PROVINCE_HOST } });
  await inDiocese(2, () =>
    app.services.siteSettings.update(SYSTEM_ACTOR, {
      fullName: "ACK Diocese of Mumias",
      shortName: "ACK Mumias",
      ...contact,
    }),
  );
  return app;
}

/** The part of a province's page under a diocese's name. */
export function sectionOf(page: string, diocese: string): string {
  const start = page.indexOf(`<section><h2>${diocese}</h2>`);
  expect(start).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf("</section>", start));
}
