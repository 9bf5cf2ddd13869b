// `npm run new:content -- <name>`: lays out a new content type from the templates beside this
// script (a publishable item with a title in English and Kiswahili, kept by the diocese's
// editors), registers it in the lists that cannot read the registry, formats what it wrote and
// prints what is left to do. `<name>` is the module's name in kebab-case, singular: "library-document".
// `--root <folder>` writes into another checkout (the generator's test uses a copy).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The spellings of a name that the templates use, each as a placeholder `__form__`. */
export function namesOf(kebab) {
  if (!/^[a-z]+(-[a-z]+)*$/.test(kebab))
    throw new Error(
      `"${kebab}" is not a module's name: lower-case words joined by hyphens, such as library-document`,
    );
  const words = kebab.split("-");
  const Pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
  const camel = Pascal[0].toLowerCase() + Pascal.slice(1);
  const sentence = words.join(" ");
  return {
    kebab,
    kebabs: `${kebab}s`,
    Pascal,
    Plural: `${Pascal}s`,
    camel,
    plural: `${camel}s`,
    snake: words.join("_"),
    CONST: words.join("_").toUpperCase(),
    words: sentence,
    Words: sentence[0].toUpperCase() + sentence.slice(1),
  };
}

/** What each template becomes, relative to the repository's root. */
function filesOf(names, timestamp) {
  const { kebab, kebabs, Plural } = names;
  const module = `api/src/modules/${kebab}`;
  return [
    ["entity.ts", `${module}/${kebab}.entity.ts`],
    ["inputs.ts", `${module}/${kebab}.inputs.ts`],
    ["service.ts", `${module}/${kebab}.service.ts`],
    ["resolver.ts", `${module}/${kebab}.resolver.ts`],
    ["module.ts", `${module}/${kebab}.module.ts`],
    ["content-type.ts", `${module}/${kebab}.content-type.ts`],
    ["test.ts", `${module}/${kebab}.test.ts`],
    ["shared.ts", `api/src/site/content-types/${kebab}.ts`],
    ["migration.ts", `api/src/db/migrations/${timestamp}-${kebabs}.ts`],
    ["admin.graphql", `web/src/admin/${kebab}/${kebabs}.graphql`],
    ["admin-page.tsx", `web/src/admin/${kebab}/${kebabs}.page.tsx`],
    ["admin-form.tsx", `web/src/admin/${kebab}/${kebab}-form.tsx`],
    ["admin-form.test.tsx", `web/src/admin/${kebab}/${kebab}-form.test.tsx`],
    ["admin-en.json", `web/src/admin/locales/en/dashboard${Plural}.json`],
    // Kiswahili starts as the English, which check:messages accepts: the steps left say to translate it.
    ["admin-en.json", `web/src/admin/locales/sw/dashboard${Plural}.json`],
    ["public.graphql", `web/src/public/${kebabs}.graphql`],
    ["public-route.ts", `web/src/public/${kebabs}.route.ts`],
    ["public-page.tsx", `web/src/public/${kebabs}.page.tsx`],
    ["public-page.test.tsx", `web/src/public/${kebabs}.page.test.tsx`],
    ["public-en.json", `web/src/locales/en/${names.plural}.json`],
    ["public-en.json", `web/src/locales/sw/${names.plural}.json`],
  ];
}

const filled = (text, names) => text.replace(/__([A-Za-z]+)__/g, (match, form) => names[form] ?? match);

/** Inserts `text` before the first `anchor` after `after` (or from the start) in a file; fails loudly when the anchor moved. */
function insertBefore(root, file, anchor, text, after = "") {
  const full = path.join(root, file);
  const source = readFileSync(full, "utf8");
  const from = after ? source.indexOf(after) : 0;
  const at = from < 0 ? -1 : source.indexOf(anchor, from);
  if (at < 0) throw new Error(`${file}: cannot find where to register the new type ("${anchor.trim()}")`);
  writeFileSync(full, source.slice(0, at) + text + source.slice(at));
}

/** Where the API's lists name the new type: the registry, the shared parts' list, the services and the public address. */
function apiRegistrations({ kebab, kebabs, Pascal, camel, plural, Words }) {
  return [
    [
      "api/src/modules.ts",
      "\n/**\n * The registry",
      `import { ${camel}Module } from "./modules/${kebab}/${kebab}.module.js";\n`,
    ],
    ["api/src/modules.ts", "  adminUserModule,\n", `  ${camel}Module,\n`, "export const MODULES"],
    ["api/src/site/content-types/index.ts", "\n/**", `import { ${camel} } from "./${kebab}.js";\n`],
    ["api/src/site/content-types/index.ts", "] as const satisfies", `  ${camel},\n`],
    [
      "api/src/services.ts",
      "\n/** Every service",
      `import { ${Pascal}Service } from "./modules/${kebab}/${kebab}.service.js";\n`,
    ],
    ["api/src/services.ts", "}\n", `  ${plural}: ${Pascal}Service;\n`, "export interface Services"],
    [
      "api/src/services.ts",
      "  };\n}",
      `    ${plural}: new ${Pascal}Service(dataSource),\n`,
      "export async function createServices",
    ],
    [
      "api/src/site/site-routes.ts",
      "} as const;",
      `  ${plural}: { path: "/${kebabs}", title: "${Words}s", getHref: pagedHref("/${kebabs}") },\n`,
      "export const sitePaths",
    ],
    ["api/src/site/page-queries.ts", "];", `  sitePaths.${plural}.path,\n`, "export const PAGED_LISTS"],
  ];
}

/** Where the web app's lists name it: its dashboard page's component and its catalogues. */
function webRegistrations({ kebab, kebabs, Plural, plural }) {
  return [
    [
      "web/src/admin/admin-bundle.tsx",
      "\n/** The dashboard in",
      `export { ${Plural}Page } from "./${kebab}/${kebabs}.page";\n`,
    ],
    [
      "web/src/admin/locales/catalogues.ts",
      "\n/*",
      `import dashboard${Plural}En from "./en/dashboard${Plural}.json";\nimport dashboard${Plural}Sw from "./sw/dashboard${Plural}.json";\n`,
    ],
    [
      "web/src/admin/locales/catalogues.ts",
      "};",
      `  dashboard${Plural}: dashboard${Plural}En,\n`,
      "const en = {",
    ],
    [
      "web/src/admin/locales/catalogues.ts",
      "};",
      `  dashboard${Plural}: dashboard${Plural}Sw,\n`,
      "const sw: DashboardMessages = {",
    ],
    [
      "web/src/locales/catalogues.ts",
      "\n/*",
      `import ${plural}En from "./en/${plural}.json";\nimport ${plural}Sw from "./sw/${plural}.json";\n`,
    ],
    ["web/src/locales/catalogues.ts", "};", `  ${plural}: ${plural}En,\n`, "const en = {"],
    ["web/src/locales/catalogues.ts", "};", `  ${plural}: ${plural}Sw,\n`, "const sw: SiteMessages = {"],
  ];
}

/** The lists a new type is added to: those that cannot read the registry of modules. */
function register(root, names) {
  const steps = [...apiRegistrations(names), ...webRegistrations(names)];
  for (const [file, anchor, text, after] of steps) insertBefore(root, file, anchor, text, after);
  return [...new Set(steps.map(([file]) => file))];
}

function main(argv) {
  const rootAt = argv.indexOf("--root");
  const root = rootAt >= 0 ? path.resolve(argv[rootAt + 1]) : path.join(here, "..", "..");
  const name = argv.find((argument, index) => !argument.startsWith("--") && argv[index - 1] !== "--root");
  if (!name) throw new Error("Name the new type: npm run new:content -- library-document");
  const names = namesOf(name);
  if (existsSync(path.join(root, "api/src/modules", names.kebab)))
    throw new Error(`api/src/modules/${names.kebab} is there already`);
  const timestamp = Date.now();
  const made = [];
  for (const [template, target] of filesOf(names, timestamp)) {
    const full = path.join(root, target);
    mkdirSync(path.dirname(full), { recursive: true });
    const text = readFileSync(path.join(here, "templates", `${template}.tmpl`), "utf8");
    writeFileSync(full, filled(text, { ...names, timestamp: String(timestamp) }));
    made.push(target);
  }
  const registered = register(root, names);
  // The repository's own Prettier and settings, wherever `root` is.
  const repository = path.join(here, "..", "..");
  execFileSync(
    path.join(repository, "node_modules", ".bin", "prettier"),
    [
      "--config",
      path.join(repository, ".prettierrc.json"),
      "--log-level",
      "warn",
      "--write",
      ...made,
      ...registered,
    ],
    { cwd: root, stdio: "inherit" },
  );
  console.log(`Made the content type ${names.kebab}:\n  ${made.join("\n  ")}`);
  console.log(`Registered it in:\n  ${registered.join("\n  ")}`);
  console.log(`Left to do:
  1. Its own fields: the entity, the inputs, the migration (api/src/db/migrations/${timestamp}-${names.kebabs}.ts),
     the service's rules, and the dashboard's form and list; its audit words, files and dashboard page in
     api/src/site/content-types/${names.kebab}.ts.
  2. Translate web/src/admin/locales/sw/dashboard${names.Plural}.json and web/src/locales/sw/${names.plural}.json
     (they start as the English).
  3. npm run schema:emit && npm run codegen, then npm run check and the type's tests.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
