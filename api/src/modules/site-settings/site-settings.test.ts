import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload } from "../../../test/http.js";
import { filesUnder, pdfDocument, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `shortName fullName postalLine phone email webmailUrl paybillNumber accountNumber bannerText twitterUrl facebookUrl youtubeUrl linkedinUrl designerName designerUrl`;
const READ = `{ siteSettings { ${FIELDS} updatedAt } }`;
const UPDATE = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ${FIELDS} } }`;

const complete = {
  shortName: "ACK Diocese",
  fullName: "Anglican Church of Kenya, Diocese of Kakamega",
  postalLine: "P.O. Box 000-50100, Kakamega",
  phone: "+254 700 000 000",
  email: "info@example.org",
  webmailUrl: "https://mail.example.org",
  paybillNumber: "000000",
  accountNumber: "CONFERENCE",
  bannerText: "Contribute to the conference centre: KES 600,000,000",
  twitterUrl: "https://twitter.com/example",
  facebookUrl: "https://facebook.com/example",
  youtubeUrl: "https://youtube.com/@example",
  linkedinUrl: "https://linkedin.com/company/example",
  designerName: "A Web Studio",
  designerUrl: "https://studio.example.org",
};

describe("site settings over GraphQL", () => {
  it("answers defaults before staff ever save them", async () => {
    const { body } = await graphql<{ siteSettings: Record<string, unknown> }>(server.url, READ);
    expect(body.errors).toBeUndefined();
    expect(body.data!.siteSettings).toMatchObject({
      shortName: "ACK Diocese",
      fullName: "Anglican Church of Kenya Diocese",
      phone: null,
      paybillNumber: null,
      updatedAt: null,
    });
  });

  it("creates the one record on the first save and replaces every field on the next", async () => {
    const first = await graphql(server.url, UPDATE, { input: complete }, staff);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data).toEqual({ updateSiteSettings: complete });

    const second = await graphql(
      server.url,
      UPDATE,
      { input: { shortName: "ACK Kakamega", fullName: complete.fullName, phone: "", twitterUrl: null } },
      staff,
    );
    expect(second.body.data).toEqual({
      updateSiteSettings: {
        ...Object.fromEntries(Object.keys(complete).map((key) => [key, null])),
        shortName: "ACK Kakamega",
        fullName: complete.fullName,
      },
    });
    const read = await graphql<{ siteSettings: { shortName: string; updatedAt: string | null } }>(
      server.url,
      READ,
    );
    expect(read.body.data!.siteSettings.shortName).toBe("ACK Kakamega");
    expect(read.body.data!.siteSettings.updatedAt).not.toBeNull();
  });

  it("refuses bad settings with a message for each, and keeps the saved ones", async () => {
    await server.services.siteSettings.update(SYSTEM_ACTOR, { ...complete, shortName: "Kept" });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...complete, shortName: "" }, "shortName must not be empty"],
      [{ ...complete, email: "info at example" }, "email must be an e-mail address such as info@example.org"],
      [{ ...complete, paybillNumber: "12-34" }, "paybillNumber must be a paybill number of 5 to 7 digits"],
      [
        { ...complete, facebookUrl: "javascript:alert(1)" },
        "facebookUrl must be a web address starting with http:// or https://",
      ],
      [{ ...complete, phone: "ring us" }, "phone must be a phone number such as +254 712 345 678"],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, UPDATE, { input }, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect((await server.services.siteSettings.get()).shortName).toBe("Kept");
  });

  it("refuses a save without a session, and changes nothing", async () => {
    const before = await server.services.siteSettings.get();
    const { body } = await graphql(server.url, UPDATE, { input: { ...complete, shortName: "Intruder" } });
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await server.services.siteSettings.get()).shortName).toBe(before.shortName);
  });
});

describe("the strategic plan", () => {
  const pdf = { bytes: pdfDocument, filename: "strategic-plan.pdf", type: "application/pdf" };
  const READ_PLAN = `{ siteSettings { strategicPlanUrl } }`;
  const UPDATE_WITH_PLAN = `mutation ($input: SiteSettingsInput!, $strategicPlan: Upload) { updateSiteSettings(input: $input, strategicPlan: $strategicPlan) { strategicPlanUrl } }`;
  const uploadedFiles = () => filesUnder(server.config.uploadsDir);

  it("is uploaded as a PDF with the settings, kept by later saves and replaced by a new one", async () => {
    const first = await graphqlUpload<{ updateSiteSettings: { strategicPlanUrl: string } }>(
      server.url,
      UPDATE_WITH_PLAN,
      { input: complete },
      { strategicPlan: pdf },
      staff,
    );
    expect(first.body.errors).toBeUndefined();
    const firstUrl = first.body.data!.updateSiteSettings.strategicPlanUrl;
    expect(firstUrl).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\.pdf$/);

    await graphql(server.url, UPDATE, { input: { ...complete, bannerText: "New banner" } }, staff);
    expect((await graphql(server.url, READ_PLAN)).body.data).toEqual({
      siteSettings: { strategicPlanUrl: firstUrl },
    });

    const second = await graphqlUpload<{ updateSiteSettings: { strategicPlanUrl: string } }>(
      server.url,
      UPDATE_WITH_PLAN,
      { input: complete },
      { strategicPlan: pdf },
      staff,
    );
    const secondUrl = second.body.data!.updateSiteSettings.strategicPlanUrl;
    expect(secondUrl).not.toBe(firstUrl);
    const files = await uploadedFiles();
    expect(files).toContain(secondUrl.replace("/uploads/", ""));
    expect(files).not.toContain(firstUrl.replace("/uploads/", ""));
  });

  it("must be a PDF: a picture is refused and nothing changes", async () => {
    const before = {
      plan: (await server.services.siteSettings.get()).strategicPlanUrl,
      files: await uploadedFiles(),
    };
    const { body } = await graphqlUpload(
      server.url,
      UPDATE_WITH_PLAN,
      { input: { ...complete, shortName: "Changed" } },
      { strategicPlan: { bytes: await smallImage("png"), filename: "plan.pdf", type: "application/pdf" } },
      staff,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "The document must be a PDF file",
      extensions: { code: "BAD_USER_INPUT", field: "strategicPlan" },
    });
    const after = await server.services.siteSettings.get();
    expect(after.strategicPlanUrl).toBe(before.plan);
    expect(after.shortName).not.toBe("Changed");
    expect(await uploadedFiles()).toEqual(before.files);
  });
});
