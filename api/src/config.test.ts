import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const defaults = { webDistDir: null };
const DARAJA_SETTINGS = {
  MPESA_CONSUMER_KEY: "key",
  MPESA_CONSUMER_SECRET: "secret",
  MPESA_SHORTCODE: "600123",
  MPESA_PASSKEY: "passkey",
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, defaults);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("configuration from the environment", () => {
  it("defaults to port 4000, ./data and an embedded SQLite file", () => {
    const config = loadConfig({}, defaults);
    expect(config.port).toBe(4000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.database).toEqual({ kind: "sqlite", file: path.resolve("data", "diocese.sqlite") });
    expect(config.publicUrl).toBe("http://localhost:4000");
    expect(config.firstAdmin).toBeNull();
    expect(config.sampleContent).toBe(true);
    expect(config.uploadMaxBytes).toBe(10_485_760);
    expect(config.uploadMaxPixels).toBe(50_000_000);
  });

  it("takes the upload limits from UPLOAD_MAX_BYTES and UPLOAD_MAX_PIXELS", () => {
    const config = loadConfig({ UPLOAD_MAX_BYTES: "5242880", UPLOAD_MAX_PIXELS: "24000000" }, defaults);
    expect(config.uploadMaxBytes).toBe(5_242_880);
    expect(config.uploadMaxPixels).toBe(24_000_000);
  });

  it("switches to PostgreSQL when DATABASE_URL is a postgres:// URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://app:secret@db:5432/diocese" }, defaults);
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://app:secret@db:5432/diocese",
      multiDiocese: false,
      provinceHost: null,
      backupUrl: null,
    });
  });

  it("serves several dioceses on PostgreSQL when MULTI_DIOCESE is true", () => {
    const config = loadConfig(
      { DATABASE_URL: "postgres://app:secret@db:5432/province", MULTI_DIOCESE: "TRUE" },
      defaults,
    );
    expect(config.database).toMatchObject({ kind: "postgres", multiDiocese: true });
  });

  it("takes a backup role's address for PostgreSQL alone", () => {
    const postgres = { DATABASE_URL: "postgres://site@db:5432/province", MULTI_DIOCESE: "true" };
    expect(
      loadConfig({ ...postgres, BACKUP_DATABASE_URL: "postgres://backup@db:5432/province" }, defaults)
        .database,
    ).toMatchObject({ backupUrl: "postgres://backup@db:5432/province" });
    const rule =
      "BACKUP_DATABASE_URL must be a PostgreSQL URL of the database DATABASE_URL names, as a role that bypasses row-level security";
    expect(() => loadConfig({ ...postgres, BACKUP_DATABASE_URL: "http://db/province" }, defaults)).toThrow(
      rule,
    );
    expect(() => loadConfig({ BACKUP_DATABASE_URL: "postgres://backup@db:5432/province" }, defaults)).toThrow(
      rule,
    );
  });

  it("takes the province's own host with MULTI_DIOCESE alone, and says what is wrong with a bad one", () => {
    const province = { DATABASE_URL: "postgres://app:secret@db:5432/province", MULTI_DIOCESE: "true" };
    expect(
      loadConfig({ ...province, PROVINCE_HOST: "Province.Example.org" }, defaults).database,
    ).toMatchObject({
      provinceHost: "province.example.org",
    });
    expect(() => loadConfig({ ...province, PROVINCE_HOST: "province example" }, defaults)).toThrow(
      'PROVINCE_HOST must be a host name such as province.example.org, not "province example"',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: province.DATABASE_URL, PROVINCE_HOST: "province.example.org" }, defaults),
    ).toThrow("PROVINCE_HOST is the province's own pages: set it with MULTI_DIOCESE=true, or leave it unset");
  });

  it("takes the first admin from ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME", () => {
    const config = loadConfig(
      {
        ADMIN_EMAIL: "Office@Diocese.example",
        ADMIN_PASSWORD: " long enough ",
        ADMIN_NAME: "Diocesan Office",
      },
      defaults,
    );
    expect(config.firstAdmin).toEqual({
      email: "office@diocese.example",
      password: " long enough ",
      name: "Diocesan Office",
    });
  });

  it.each([
    [{ PORT: "eighty" }, 'PORT must be a whole number from 1 to 65535, not "eighty"'],
    [{ PORT: "70000" }, 'PORT must be a whole number from 1 to 65535, not "70000"'],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL must be a PostgreSQL URL"],
    [{ PUBLIC_URL: "www.example.org" }, "PUBLIC_URL must be an http:// or https:// URL"],
    [{ ADMIN_EMAIL: "office@example.org" }, "ADMIN_PASSWORD must have 8 to 128 characters"],
    [
      { ADMIN_EMAIL: "not-an-address", ADMIN_PASSWORD: "long enough" },
      "ADMIN_EMAIL must be an e-mail address",
    ],
    [
      { ADMIN_EMAIL: "office@example.org", ADMIN_PASSWORD: "short" },
      "ADMIN_PASSWORD must have 8 to 128 characters",
    ],
    [{ SAMPLE_CONTENT: "maybe" }, 'SAMPLE_CONTENT must be true or false, not "maybe"'],
    [
      { DATABASE_URL: "postgres://db/province", MULTI_DIOCESE: "several" },
      'MULTI_DIOCESE must be true or false, not "several"',
    ],
    [{ MULTI_DIOCESE: "true" }, "MULTI_DIOCESE=true needs PostgreSQL (DATABASE_URL)"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ SMTP_URL: "mail.example.org" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [
      { TRUST_PROXY: "yes please" },
      "TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses",
    ],
    [
      { UPLOAD_MAX_BYTES: "10MB" },
      'UPLOAD_MAX_BYTES must be a whole number of bytes from 1024 to 104857600, not "10MB"',
    ],
    [{ UPLOAD_MAX_BYTES: "1.5" }, "UPLOAD_MAX_BYTES must be a whole number of bytes"],
    [{ UPLOAD_MAX_BYTES: "100" }, "UPLOAD_MAX_BYTES must be a whole number of bytes from 1024"],
    [
      { UPLOAD_MAX_BYTES: "209715200" },
      "UPLOAD_MAX_BYTES must be a whole number of bytes from 1024 to 104857600",
    ],
    [
      { UPLOAD_MAX_PIXELS: "-5" },
      'UPLOAD_MAX_PIXELS must be a whole number of pixels from 1000000 to 268402689, not "-5"',
    ],
    [{ UPLOAD_MAX_PIXELS: "1000" }, "UPLOAD_MAX_PIXELS must be a whole number of pixels from 1000000"],
    [{ UPLOAD_MAX_PIXELS: "400000000" }, "UPLOAD_MAX_PIXELS must be a whole number of pixels"],
    [
      { MAX_CONNECTIONS_PER_CLIENT: "-1" },
      'MAX_CONNECTIONS_PER_CLIENT must be a whole number of connections from 0 to 100000, not "-1"',
    ],
    [
      { RESPONSE_CACHE_MAX_BYTES: "64MB" },
      'RESPONSE_CACHE_MAX_BYTES must be a whole number of bytes from 0 to 4294967296, not "64MB"',
    ],
    [{ MPESA_ENV: "live" }, 'MPESA_ENV must be one of off, simulator, sandbox, production, not "live"'],
    [
      { MPESA_ENV: "production", PUBLIC_URL: "https://www.diocese.example" },
      'MPESA_CONSUMER_KEY must be set when MPESA_ENV is production (see the README\'s "Giving by M-Pesa")',
    ],
    [{ MPESA_ENV: "sandbox", PUBLIC_URL: "https://www.diocese.example" }, "MPESA_PASSKEY must be set"],
    [
      { ...DARAJA_SETTINGS, MPESA_ENV: "sandbox" },
      "PUBLIC_URL must be an https:// address that Safaricom can reach when MPESA_ENV is sandbox",
    ],
    [
      { ...DARAJA_SETTINGS, MPESA_ENV: "production", PUBLIC_URL: "https://x.example", MPESA_SHORTCODE: "12" },
      'MPESA_SHORTCODE must be the paybill\'s 5 to 7 digits, not "12"',
    ],
    [
      { MPESA_SIMULATOR_URL: "http://127.0.0.1:4100" },
      "MPESA_SIMULATOR_URL is read only when MPESA_ENV is simulator",
    ],
    [
      { MPESA_ENV: "simulator", MPESA_SIMULATOR_URL: "daraja" },
      "MPESA_SIMULATOR_URL must be an http:// address",
    ],
    [
      { MPESA_MAX_AMOUNT_KES: "300000" },
      "MPESA_MAX_AMOUNT_KES must be a whole number of shillings from 10 to 250000",
    ],
    [
      { MPESA_STATUS_QUERY_AFTER_SECONDS: "0" },
      "MPESA_STATUS_QUERY_AFTER_SECONDS must be a whole number of seconds",
    ],
    [
      { STORAGE_ENDPOINT: "http://127.0.0.1:9000" },
      "STORAGE_BUCKET must be set when STORAGE_ENDPOINT is; leave every STORAGE_ variable unset to keep uploads in DATA_DIR/uploads",
    ],
    [
      { STORAGE_BUCKET: "Diocese_Uploads", STORAGE_REGION: "eu-west-1" },
      'STORAGE_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens, such as diocese-uploads, not "Diocese_Uploads"',
    ],
    [
      { STORAGE_BUCKET: "uploads", STORAGE_ENDPOINT: "minio:9000" },
      "STORAGE_ENDPOINT must be the object store's http:// or https:// address",
    ],
    [
      { STORAGE_BUCKET: "uploads", STORAGE_ENDPOINT: "http://127.0.0.1:9000/uploads" },
      "with no path (the bucket goes in STORAGE_BUCKET)",
    ],
    [
      { STORAGE_BUCKET: "uploads" },
      "STORAGE_REGION must be set to the bucket's region (such as eu-west-1) when STORAGE_ENDPOINT is not",
    ],
    [
      { STORAGE_BUCKET: "uploads", STORAGE_REGION: "EU West" },
      'STORAGE_REGION must be a region\'s name, such as eu-west-1, not "EU West"',
    ],
    [
      { STORAGE_BUCKET: "uploads", STORAGE_REGION: "eu-west-1", STORAGE_ACCESS_KEY_ID: "AKIAEXAMPLE" },
      "STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY must be set together",
    ],
  ])("refuses %j with a clear message", (env, message) => {
    expect(problemsOf(env).join("\n")).toContain(message);
  });

  it("lets the response cache hold 64 MB unless RESPONSE_CACHE_MAX_BYTES says otherwise", () => {
    expect(loadConfig({}, defaults).responseCacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ RESPONSE_CACHE_MAX_BYTES: "0" }, defaults).responseCacheMaxBytes).toBe(0);
  });

  it("writes mail to the outbox without SMTP_URL, and believes no proxy by default", () => {
    const config = loadConfig({ PUBLIC_URL: "https://www.diocese.example" }, defaults);
    expect(config.mail).toEqual({
      smtpUrl: null,
      outboxDir: path.resolve("data", "outbox"),
      from: "Diocese website <no-reply@www.diocese.example>",
    });
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.2" }, defaults).trustProxy).toBe("10.0.0.1, 10.0.0.2");
  });

  it("gives M-Pesa prompts nowhere by default, to the simulator with its defaults, or to Safaricom", () => {
    expect(loadConfig({}, defaults).mpesa.mode).toBe("off");
    expect(loadConfig({ MPESA_ENV: "simulator" }, defaults).mpesa).toMatchObject({
      mode: "simulator",
      baseUrl: null,
      shortcode: "174379",
      maxAmountKes: 250_000,
      statusQueryAfterMs: 90_000,
    });
    const production = loadConfig(
      { ...DARAJA_SETTINGS, MPESA_ENV: "production", PUBLIC_URL: "https://www.diocese.example" },
      defaults,
    );
    expect(production.mpesa).toMatchObject({
      mode: "production",
      baseUrl: "https://api.safaricom.co.ke",
      shortcode: "600123",
      consumerKey: "key",
    });
  });

  it("keeps uploads in DATA_DIR/uploads unless STORAGE_BUCKET names a bucket", () => {
    expect(loadConfig({}, defaults).storage).toEqual({ kind: "folder" });
    expect(
      loadConfig(
        {
          STORAGE_BUCKET: "diocese-uploads",
          STORAGE_ENDPOINT: "http://127.0.0.1:9000/",
          STORAGE_ACCESS_KEY_ID: "diocese",
          STORAGE_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG+bPxRfiCY",
        },
        defaults,
      ).storage,
    ).toEqual({
      kind: "s3",
      bucket: "diocese-uploads",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "diocese", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCY" },
    });
    expect(
      loadConfig({ STORAGE_BUCKET: "diocese-uploads", STORAGE_REGION: "eu-west-1" }, defaults).storage,
    ).toEqual({
      kind: "s3",
      bucket: "diocese-uploads",
      endpoint: null,
      region: "eu-west-1",
      credentials: null,
    });
  });

  it("never repeats the object store's secret key, nor a password in its address", () => {
    const problems = problemsOf({
      STORAGE_BUCKET: "x",
      STORAGE_ENDPOINT: "http://diocese:endpoint-Passw0rd@127.0.0.1:9000",
      STORAGE_SECRET_ACCESS_KEY: "secret-Key-0123456789",
    }).join("\n");
    expect(problems).toContain("STORAGE_BUCKET must be a bucket name");
    expect(problems).toContain("no user or password");
    expect(problems).toContain("must be set together");
    expect(problems).not.toContain("endpoint-Passw0rd");
    expect(problems).not.toContain("secret-Key-0123456789");
  });

  it("serves the web app built in WEB_DIST_DIR instead of the one beside the API", async () => {
    const build = await mkdtemp(path.join(tmpdir(), "diocese-web-build-"));
    try {
      await writeFile(path.join(build, "index.html"), "<!doctype html>");
      await writeFile(path.join(build, "public-page.html"), "<!doctype html>");
      expect(loadConfig({}, { webDistDir: "/srv/web/dist" }).webDistDir).toBe("/srv/web/dist");
      expect(loadConfig({ WEB_DIST_DIR: build }, { webDistDir: "/srv/web/dist" }).webDistDir).toBe(build);
    } finally {
      await rm(build, { recursive: true });
    }
  });

  it("refuses a WEB_DIST_DIR that holds no built web app, naming the folder", async () => {
    const empty = await mkdtemp(path.join(tmpdir(), "diocese-web-build-"));
    try {
      expect(problemsOf({ WEB_DIST_DIR: empty })).toEqual([
        `WEB_DIST_DIR (${empty}) must be a built web app, the folder npm run build makes as web/dist: it has no index.html or public-page.html`,
      ]);
    } finally {
      await rm(empty, { recursive: true });
    }
  });

  it("reports every bad value at once", () => {
    expect(problemsOf({ PORT: "0", PUBLIC_URL: "ftp://x" })).toHaveLength(2);
  });
});
