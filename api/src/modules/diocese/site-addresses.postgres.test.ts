import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createProject } from "../../../test/factories.js";
import {
  giftStatus,
  giveToAppeal,
  setDarajaAccountOf,
  settledStatus,
  startProvinceGiving,
} from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { inDiocese } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";
import type { MailMessage } from "../mail/mail.service.js";

/*
 * Where one deployment serves several dioceses, every link the site gives away names the diocese's
 * own address (issue #44): M-Pesa calls a prompt's answer back to the diocese that sent it, an
 * e-mail's link opens the diocese's site, a feed names its pages. Mumias answers here at
 * "localhost", which reaches this server as the first diocese's 127.0.0.1 does, so that the Daraja
 * simulator can call it back.
 */

let province: Awaited<ReturnType<typeof startProvinceGiving>>;
let app: TestApp;
let kakamega: string;
let mumias: string;
beforeAll(async () => {
  province = await startProvinceGiving();
  ({ app, kakamega, mumias } = province);
  await setDarajaAccountOf(app, 2);
}, 60_000);
afterAll(() => province.close());

const postForm = (site: string, path: string, origin: string, form: Record<string, string>) =>
  fetch(`${site}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });

describe("each diocese's address", () => {
  it("is PUBLIC_URL for the first diocese, and another's main host with PUBLIC_URL's scheme and port", async () => {
    const { addresses } = app.services;
    expect(await inDiocese(1, async () => addresses.current())).toBe(kakamega);
    expect(await inDiocese(2, async () => addresses.current())).toBe(mumias);

    await app.dataSource.query(
      `INSERT INTO diocese_host (host, diocese_id) VALUES ('mumias.example.org', 2)`,
    );
    await app.dataSource.query(`UPDATE diocese SET main_host = 'mumias.example.org' WHERE id = 2`);
    await app.services.dioceses.reread();
    try {
      expect(await inDiocese(2, async () => addresses.current())).toBe(
        kakamega.replace("127.0.0.1", "mumias.example.org"),
      );
    } finally {
      await app.dataSource.query(`UPDATE diocese SET main_host = NULL WHERE id = 2`);
      await app.dataSource.query(`DELETE FROM diocese_host WHERE host = 'mumias.example.org'`);
      await app.services.dioceses.reread();
    }
  });

  it("is where M-Pesa calls a gift back, so the gift is paid into its own diocese's ledger", async () => {
    const roof = await inDiocese(2, () => createProject(app.services, { title: "Mumias cathedral roof" }));
    const kakamegasGifts = `SELECT id, status FROM contribution ORDER BY id`;
    const before = await app.dataSource.query(kakamegasGifts);

    const token = await giveToAppeal(mumias, String(roof.id), 1_200, "0712 405 771");

    expect(await settledStatus(mumias, token)).toBe("PAID");
    const progress = await graphql<{ project: { progress: { raisedKes: number } } }>(
      mumias,
      `
        query ($id: ID!) {
          project(id: $id) {
            progress {
              raisedKes
            }
          }
        }
      `,
      { id: String(roof.id) },
    );
    expect(progress.body.data?.project.progress.raisedKes).toBe(1_200);
    expect(await giftStatus(kakamega, token)).toBeNull();
    expect(await app.dataSource.query(kakamegasGifts)).toEqual(before);
  });

  it("is in the links of the diocese's e-mails", async () => {
    const sent: MailMessage[] = [];
    const spy = vi.spyOn(app.services.mail, "sendInBackground").mockImplementation((message) => {
      sent.push(message);
    });
    try {
      const answer = await graphql(
        mumias,
        `
          mutation {
            subscribeToNewsletter(email: "reader@mumias.example")
          }
        `,
      );
      expect(answer.body.errors).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`${mumias}/newsletter/confirm`);
    expect(sent[0]!.text).not.toContain(kakamega);
  });

  it("names the diocese's own pages in its feeds", async () => {
    expect(await (await fetch(`${mumias}/robots.txt`)).text()).toContain(`Sitemap: ${mumias}/sitemap.xml`);
    expect(await (await fetch(`${kakamega}/robots.txt`)).text()).toContain(
      `Sitemap: ${kakamega}/sitemap.xml`,
    );
  });

  it("is the origin a form must come from, from a browser that says no more", async () => {
    const own = await postForm(mumias, "/newsletter", mumias, { email: "own@mumias.example" });
    expect(own.status).not.toBe(403);
    const anothers = await postForm(mumias, "/newsletter", kakamega, { email: "other@mumias.example" });
    expect(anothers.status).toBe(403);
    const fromKakamega = await postForm(kakamega, "/newsletter", kakamega, { email: "own@kakamega.example" });
    expect(fromKakamega.status).not.toBe(403);
  });
});
