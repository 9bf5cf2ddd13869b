import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { AdminRole } from "../../authorization.js";
import type { Language } from "../../site/languages.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";
import { updateWhere } from "../../db/store.js";

let server: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  editor = await signedInHeaders(server, await createStaffMember(server, { role: AdminRole.EDITOR }));
});
afterAll(() => server.close());

const READERS = `
  {
    newsletterReaders {
      total
      byLanguage {
        language
        count
      }
    }
  }
`;

let client = 0;
/** A subscriber signed up in `language` through the service, confirmed by its link when `confirmed`. */
async function signUp(email: string, language: Language, confirmed: boolean): Promise<void> {
  client += 1;
  await server.services.newsletterSubscribers.subscribe({ email }, `203.0.113.${client}`, language);
  if (confirmed) {
    await updateWhere(server.dataSource.getRepository(NewsletterSubscriber), { email }, { confirmed: true });
  }
}

describe("the newsletter's readers, as staff see them before sending", () => {
  it("counts only the confirmed readers, in each language, every language listed", async () => {
    const none = await graphql(server.url, READERS, {}, editor);
    expect(none.body).toEqual({
      data: {
        newsletterReaders: {
          total: 0,
          byLanguage: [
            { language: "EN", count: 0 },
            { language: "SW", count: 0 },
          ],
        },
      },
    });

    await signUp("agnes@example.org", "en", true);
    await signUp("peter@example.org", "en", true);
    await signUp("amos@example.org", "en", true);
    await signUp("neema@example.org", "sw", true);
    await signUp("not.yet@example.org", "en", false);
    await signUp("bado@example.org", "sw", false);

    const counted = await graphql(server.url, READERS, {}, editor);
    expect(counted.body).toEqual({
      data: {
        newsletterReaders: {
          total: 4,
          byLanguage: [
            { language: "EN", count: 3 },
            { language: "SW", count: 1 },
          ],
        },
      },
    });
  });

  it("is for staff who edit: a visitor and a treasurer are refused", async () => {
    const visitor = await graphql(server.url, READERS);
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const treasurer = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.TREASURER }),
    );
    const refused = await graphql(server.url, READERS, {}, treasurer);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
