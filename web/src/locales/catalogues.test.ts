import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.join(__dirname, "..", "..", "..", "scripts", "check-messages.mjs");

/** Runs `npm run check:messages`'s script on a folder: its exit status and what it said. */
function checkMessages(root?: string): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [script, ...(root ? [root] : [])], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, output: failed.stderr };
  }
}

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A repository of one catalogue area, `news`, and one source file. */
function repository(english: object, kiswahili: object, source: string): string {
  folder = mkdtempSync(path.join(tmpdir(), "catalogues-"));
  for (const [language, messages] of [
    ["en", english],
    ["sw", kiswahili],
  ] as const) {
    mkdirSync(path.join(folder, "web/src/locales", language), { recursive: true });
    writeFileSync(path.join(folder, "web/src/locales", language, "news.json"), JSON.stringify(messages));
  }
  writeFileSync(path.join(folder, "web/src/page.tsx"), source);
  return folder;
}

describe("the catalogue check", () => {
  it("passes on the project's own catalogues", () => {
    expect(checkMessages()).toMatchObject({ status: 0 });
  });

  it("passes when every message has both languages and code names it, plurals included", () => {
    const root = repository(
      { readMore: "Read more", gifts_one: "{{count}} gift", gifts_other: "{{count}} gifts" },
      { readMore: "Soma zaidi", gifts_one: "Mchango {{count}}", gifts_other: "Michango {{count}}" },
      't("news.readMore"); t("news.gifts", { count });',
    );
    expect(checkMessages(root)).toMatchObject({ status: 0 });
  });

  it("fails on a message with no Kiswahili, naming it", () => {
    const root = repository(
      { readMore: "Read more", share: "Share" },
      { readMore: "Soma zaidi" },
      't("news.readMore"); t("news.share");',
    );
    const result = checkMessages(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('"news.share" has no Kiswahili');
  });

  it("fails on an empty translation and on one that loses a placeholder", () => {
    const root = repository(
      { readMore: "Read more", byline: "By {{author}}" },
      { readMore: " ", byline: "Na mwandishi" },
      't("news.readMore"); t("news.byline");',
    );
    const result = checkMessages(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('"news.readMore" is empty');
    expect(result.output).toContain('"news.byline" does not keep');
  });

  it("fails on a message no code names, and on a Kiswahili message the English lacks", () => {
    const root = repository(
      { readMore: "Read more", share: "Share" },
      { readMore: "Soma zaidi", share: "Shiriki", extra: "Ziada" },
      't("news.readMore");',
    );
    const result = checkMessages(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('"news.share" is named by no code');
    expect(result.output).toContain('"news.extra" is not in the English catalogue');
  });
});
