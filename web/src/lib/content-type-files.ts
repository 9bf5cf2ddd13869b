import type { PublicListName } from "@diocese/site/content-types";

/** The modules a glob found, by path, each with its exports by name. */
export type FoundModules<Export> = Record<string, Partial<Record<string, Export>>>;

/**
 * The export of a content type's public list (`publicPage` in api/src/site/content-types/) in the
 * modules a glob of `folder` found: `<page>Route` of `<page in kebab-case>.route.ts`, or `<Page>Page`
 * of `.page.tsx`, as `npm run new:content` writes them. A list without one stops the app at once,
 * naming the file and export it looked for.
 */
export function exportOfList<Export>(
  modules: FoundModules<Export>,
  folder: string,
  page: PublicListName,
  kind: "route" | "page",
): Export {
  const kebab = page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const file = `${folder}/${kebab}.${kind === "route" ? "route.ts" : "page.tsx"}`;
  const name = kind === "route" ? `${page}Route` : `${page[0]!.toUpperCase()}${page.slice(1)}Page`;
  const found = modules[file]?.[name];
  if (!found) throw new Error(`${file} exports no ${name}, the public list of a content type`);
  return found;
}
