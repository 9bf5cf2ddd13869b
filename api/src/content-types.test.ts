import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "./content-types.js";
import { ENTITIES, MODULES, RESOLVERS } from "./modules.js";
import { SITE_CONTENT_TYPES } from "./site/content-types/index.js";

describe("the registry of modules", () => {
  it("gives every shared content type its module part, once, and no module part without a shared one", () => {
    const declared = CONTENT_TYPES.map((type) => type.shared.name);
    expect([...declared].sort()).toEqual(SITE_CONTENT_TYPES.map((type) => type.name).sort());
    for (const type of CONTENT_TYPES) expect(SITE_CONTENT_TYPES).toContain(type.shared);
  });

  it("names each module by its folder, and lists each module, entity and resolver once", () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(existsSync(new URL(`./modules/${name}/${name}.module.ts`, import.meta.url))).toBe(true);
    }
    expect(new Set(ENTITIES).size).toBe(ENTITIES.length);
    expect(new Set(RESOLVERS).size).toBe(RESOLVERS.length);
  });
});
