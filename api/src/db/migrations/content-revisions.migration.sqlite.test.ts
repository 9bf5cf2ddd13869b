import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { loadConfig } from "../../config.js";
import { createLogger } from "../../logging.js";
import { createServices } from "../../services.js";
import { MIGRATIONS } from "./index.js";
import { ContentRevisions1764000000000 } from "./1764000000000-content-revisions.js";

/*
 * An installation from before revisions takes the migration: each article, page, department and
 * Bishop's message gets a first revision, as it was then, which can be restored after later saves.
 */

const sqlite = migrationTestDatabase();

const PICTURE = "/uploads/images/0123456789abcdef01234567_1600x900.jpg";

describe("the content revisions' migration", () => {
  it("gives every item a first revision as it was, which restores its original after a change", async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ContentRevisions1764000000000));
    const old = await sqlite(before).initialize();
    await old.runMigrations();
    await old.query(
      `INSERT INTO news_article (title, slug, body, preview, image_url, image_focal_point)
       VALUES ('Synod opens', 'synod-opens', '<p>Delegates met.</p>', 'Delegates met.', ?, '{"x":0.2,"y":0.4}')`,
      [PICTURE],
    );
    await old.query(
      `INSERT INTO information_page (slug, title, body) VALUES ('about-us', 'About Us', '<p>Who we are.</p>')`,
    );
    await old.query(
      `INSERT INTO department (slug, name, body, position) VALUES ('education', 'Education', '<p>Schools.</p>', 0)`,
    );
    await old.query(
      `INSERT INTO bishop_message (bishop_name, heading, message) VALUES ('The Bishop', 'Greetings', 'Grace and peace.')`,
    );
    await old.destroy();

    const current = await sqlite(MIGRATIONS).initialize();
    try {
      await current.runMigrations();
      const rows: { content_type: string; number: number; saved_by_name: string; snapshot: string }[] =
        await current.query(
          "SELECT content_type, number, saved_by_name, snapshot FROM content_revision ORDER BY content_type",
        );
      expect(rows.map((row) => ({ ...row, snapshot: JSON.parse(row.snapshot) as unknown }))).toEqual([
        {
          content_type: "bishop_message",
          number: 1,
          saved_by_name: "As it was when history began",
          snapshot: {
            fields: { bishopName: "The Bishop", heading: "Greetings", message: "Grace and peace." },
            picture: null,
          },
        },
        expect.objectContaining({
          content_type: "department",
          snapshot: {
            fields: {
              name: "Education",
              slug: "education",
              headName: null,
              headTitle: null,
              imageCaption: null,
              body: "<p>Schools.</p>",
            },
            picture: null,
          },
        }),
        expect.objectContaining({
          content_type: "information_page",
          snapshot: { fields: { title: "About Us", slug: "about-us", body: "<p>Who we are.</p>" } },
        }),
        expect.objectContaining({
          content_type: "news_article",
          snapshot: {
            fields: { title: "Synod opens", body: "<p>Delegates met.</p>" },
            picture: { url: PICTURE, focalPoint: { x: 0.2, y: 0.4 } },
          },
        }),
      ]);

      const dataDir = path.dirname(String(current.options.database));
      const config = loadConfig({ DATA_DIR: dataDir, PORT: "4000" }, { webDistDir: null });
      const services = await createServices(current, config, createLogger("silent"));
      const article = (await services.news.findBySlug("synod-opens"))!;
      await services.news.update(SYSTEM_ACTOR, article.id, {
        title: "Synod closes",
        body: "<p>They went home.</p>",
      });
      const [, original] = await services.revisions.history(SYSTEM_ACTOR, "news_article", article.id);
      expect(original!.number).toBe(1);

      await services.revisions.restore(SYSTEM_ACTOR, original!.id);
      expect(await services.news.findBySlug("synod-opens")).toMatchObject({
        title: "Synod opens",
        body: "<p>Delegates met.</p>",
        imageUrl: PICTURE,
        imageFocalPoint: { x: 0.2, y: 0.4 },
      });
    } finally {
      await current.destroy();
    }
  });
});
