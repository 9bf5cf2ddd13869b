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

/** What a request from the province's administration pages may carry. */
export interface ProvinceRequestOptions {
  form?: Record<string, string>;
  session?: string;
  host?: string;
  /** The browser's Sec-Fetch-Site: same-origin, as the province's own forms send. */
  site?: string;
  address?: string;
}

/**
 * A browser at the province's administration: requests as its pages send them (their own forms,
 * their own cookie), and signing in, each from a network of its own unless one is named, so that
 * the limit on attempts from one network is met only where a test means to meet it.
 */
export function provinceBrowser(app: () => TestApp) {
  let networks = 0;
  const atProvince = (method: "GET" | "POST", url: string, options: ProvinceRequestOptions = {}) =>
    app().app.inject({
      method,
      url,
      remoteAddress: options.address,
      headers: {
        host: options.host ?? PROVINCE_HOST,
        "sec-fetch-site": options.site ?? "same-origin",
        ...(options.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...(options.session ? { cookie: `province_session=${options.session}` } : {}),
      },
      payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
    });
  const signIn = async (email: string, password: string, address = `198.51.100.${++networks}`) => {
    const answer = await atProvince("POST", "/province/sign-in", { form: { email, password }, address });
    const cookie = answer.cookies.find((each) => each.name === "province_session");
    return { answer, session: cookie?.value };
  };
  /** The page a form's redirect (303) names, as the browser then asks for it. */
  const follow = async (
    answer: { statusCode: number; headers: Record<string, unknown> },
    session?: string,
  ) => {
    expect(answer.statusCode).toBe(303);
    return atProvince("GET", String(answer.headers.location), { session });
  };
  return { atProvince, signIn, follow };
}
