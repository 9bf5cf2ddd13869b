import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { system } from "./theme";

// The theme carries only the recipes of the components the site uses. A component whose recipe is
// missing renders unstyled and says nothing, so this reads which recipes each imported Chakra
// component asks for (its `key: "..."`) and checks the theme has those Chakra's default theme has
// (some, such as Text's, have none there either).

const webSource = path.resolve(import.meta.dirname, "..");
// The CommonJS entry resolves under node; the ES build beside it is what Vite bundles.
const chakraEsm = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve("@chakra-ui/react")),
  "../esm",
);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSource)) {
    const text = readFileSync(file, "utf8");
    for (const [, list = ""] of text.matchAll(/import \{([^}]*)\} from "@chakra-ui\/react";/g)) {
      for (const item of list.split(",")) {
        const name = item
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name && !item.trim().startsWith("type ")) names.add(name);
      }
    }
  }
  return names;
}

/** Where the package's index takes each exported name from: a file, or a component's namespace. */
function chakraExportSources(): Map<string, string> {
  const index = readFileSync(path.join(chakraEsm, "index.js"), "utf8");
  const sources = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, alias = "", file = ""] of index.matchAll(/import \* as (\S+) from '(\.\/[^']+)';/g))
    namespaces.set(alias, file);
  for (const [, list = "", file = ""] of index.matchAll(/export \{([^}]*)\} from '(\.\/[^']+)';/g)) {
    for (const item of list.split(","))
      sources.set(
        item
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        file,
      );
  }
  for (const [, list = ""] of index.matchAll(/export \{([^}]*)\};/g)) {
    for (const item of list.split(",")) {
      const [local = "", exported = local] = item.trim().split(/\s+as\s+/);
      const file = namespaces.get(local);
      if (file) sources.set(exported, file);
    }
  }
  return sources;
}

function recipeKeysIn(componentDirectory: string): string[] {
  return readdirSync(componentDirectory)
    .filter((name) => name.endsWith(".js"))
    .flatMap((name) => [
      ...readFileSync(path.join(componentDirectory, name), "utf8").matchAll(/key: "(\w+)"/g),
    ])
    .map(([, key = ""]) => key);
}

describe("the Chakra theme", () => {
  it("has the recipe of every Chakra component the site imports", () => {
    const sources = chakraExportSources();
    const missing = new Set<string>();
    let checked = 0;
    for (const name of importedChakraNames()) {
      const source = sources.get(name);
      if (!source?.startsWith("./components/")) continue;
      for (const key of recipeKeysIn(path.join(chakraEsm, path.dirname(source)))) {
        checked += 1;
        const inDefaultTheme = key in defaultRecipes || key in defaultSlotRecipes;
        if (inDefaultTheme && !system.hasRecipe(key)) missing.add(`${name} needs the "${key}" recipe`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect([...missing]).toEqual([]);
  });

  it("has every colour the site's styles name", () => {
    const named = new Set<string>();
    for (const file of sourceFiles(webSource)) {
      const text = readFileSync(file, "utf8");
      for (const [, palette] of text.matchAll(/colorPalette[=:]\s*"(\w+)"/g)) named.add(`${palette}.solid`);
      for (const [, color] of text.matchAll(
        /"([a-zA-Z]\w*\.(?:\d{2,3}|solid|fg|muted|subtle|emphasized|contrast))"/g,
      )) {
        named.add(color!);
      }
    }
    expect(named.size).toBeGreaterThan(10);
    const missing = [...named].filter((color) => system.token(`colors.${color}`) === undefined);
    expect(missing).toEqual([]);
  });

  it("has light colours only, with no dark-mode variables", () => {
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(tokenCss).toContain('"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"');
    expect(tokenCss).not.toContain(".dark");
  });
});
