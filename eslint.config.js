import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const web = (folder) => `./web/src/${folder}`;
const api = (folder) => `./api/src/${folder}`;

/** What each layer may not import: `target` is the importer, `from` what it may not reach. */
const LAYERS = [
  // Shared code (components, the behaviours' kit, lib, the catalogues) imports no feature, no page
  // tree, no shell.
  ...["components", "behaviours", "lib", "locales"].map((folder) => ({
    target: web(folder),
    from: [web("features"), web("public"), web("admin"), web("app")],
    except: [],
    message: "Shared code imports no feature, page or the app's shell.",
  })),
  {
    target: web("features"),
    from: [web("public"), web("admin"), web("app")],
    message: "A feature imports no page tree and not the app's shell.",
  },
  {
    target: web("public"),
    from: [web("admin")],
    message: "The public site imports nothing of the dashboard.",
  },
  { target: web("admin"), from: [web("public")], message: "The dashboard imports no public page." },
  // Of the API, the web app reads only the public site's table and the seam's types (api/src/site/),
  // which import nothing, so that both processes hold one copy of them.
  {
    target: "./web/src",
    from: "./api/src",
    except: ["./site"],
    message: "The web app imports nothing of the API but its shared part, @diocese/site (api/src/site/).",
  },
  {
    target: api("site"),
    from: ["./api/src", "./web"],
    except: ["./site"],
    message: "api/src/site/ imports nothing.",
  },
  // The data layer is the ground floor; modules stand on it, and the transports on the modules.
  // The entity list is the data layer's own (db/data-source.ts); no other code of a module.
  {
    target: api("db"),
    from: [api("modules/**"), api("sample-content/**")],
    // Exceptions are matched against the absolute path.
    except: ["**/api/src/modules/**/*.entity.ts"],
    message: "The data layer imports entities, and no other code of the modules.",
  },
  {
    target: api("lib"),
    from: [api("modules"), api("rest"), api("graphql"), api("pages")],
    message: "lib/ imports no module or transport.",
  },
  {
    target: api("modules"),
    from: [api("rest"), api("pages")],
    message: "A module imports no transport adapter.",
  },
];

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/*
 * What one module may import of another (zones per module, so that each import is checked). A
 * module offers others its service (<module>.service.ts), its entities (*.entity.ts) and its inputs
 * (*.inputs.ts); the rest (resolvers, REST handlers, routes, loaders, helpers) is its own. The kits
 * that content modules are built with, translation/, media/, publication/ and revision/, are open
 * whole. SHARED_HELPERS are the few helpers that another module uses today: a new one is added here,
 * in review, or moved into the module's service.
 */
const OPEN_KITS = ["translation", "media", "publication", "revision"];
const SHARED_HELPERS = [
  "throttle/client-key.ts",
  "auth/passwords.ts",
  "newsletter/newsletter-words.ts",
  // Giving is two modules, the ledger and the M-Pesa payments that feed it.
  "contribution/donor-phone.ts",
  "contribution/gift-views.ts",
  "contribution/gift-words.ts",
  "contribution/receipt-email.ts",
  // A donor's statement's addresses are made and kept as a gift's are (giving-statement/).
  "contribution/gift-tokens.ts",
  "mpesa/mpesa-results.ts",
  // What keeps a parish from being deleted, alone or with its archdeaconry.
  "parish/parish-keepers.ts",
  // How a module tells the audit log what its tables' writes are (giving's gift-audit-rules.ts).
  "audit-log/audit-rules.ts",
  // Every link a module gives away names its own diocese's site (issue #44).
  "diocese/site-addresses.ts",
  // A diocese's own accounts with Daraja and Africa's Talking, made of its secrets (issue #44).
  "diocese/own-accounts.ts",
];
const MODULE_ZONES = folders("./api/src/modules").map((module) => ({
  target: api(`modules/${module}`),
  from: api("modules/**"),
  // Matched against the absolute path of the import.
  except: [
    `**/api/src/modules/${module}/**`,
    "**/api/src/modules/*/*.{service,entity,inputs}.ts",
    ...OPEN_KITS.filter((kit) => kit !== module).map((kit) => `**/api/src/modules/${kit}/**`),
    ...SHARED_HELPERS.map((helper) => `**/api/src/modules/${helper}`),
  ],
  message: "From another module, import its service, entities or inputs (eslint.config.js, MODULE_ZONES).",
}));

/*
 * Features are parts of pages, put together by the page trees (public/, admin/) and the shell: a
 * feature imports no other feature (bulletproof-react's rule), but for the parts that several
 * features show today, listed here, and the fixtures that build test data of several areas.
 */
const SHARED_FEATURE_PARTS = [
  "giving/appeal-progress.tsx",
  "projects/format-kes.ts",
  "site/use-site-settings.ts",
  "site/not-found-content.tsx",
  "parishes/worship-words.ts",
  // What the parish finder and the institutions' finder share: Near me, the list, map links.
  "finder/*",
  "events/calendar-dates.ts",
  "events/calendar-subscription.tsx",
  // An event's registrations in its item on the calendar, with the link to its form.
  "registrations/registration-summary.tsx",
];
const FEATURE_ZONES = folders("./web/src/features").map((feature) => ({
  target: web(`features/${feature}`),
  from: web("features/**"),
  except: [
    `**/web/src/features/${feature}/**`,
    "**/web/src/features/*/*.fixtures.ts",
    ...SHARED_FEATURE_PARTS.map((part) => `**/web/src/features/${part}`),
  ],
  message: "A feature imports no other feature but the parts eslint.config.js lists (FEATURE_ZONES).",
}));
export default tseslint.config(
  {
    ignores: [
      "**/dist/",
      "**/dist-server/",
      "**/node_modules/",
      "web/src/gql/",
      "web/src/admin/gql/",
      "web/src/behaviours/gql/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Type-aware rules: a promise nobody waits for hides its failure; a switch over a union
    // names every member, so adding one shows each place that must decide what to do with it.
    files: ["api/**/*.ts", "web/**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // React ignores what an event handler returns; the dashboard's async handlers catch their own
      // failures (useSave shows them), so a promise-returning onSubmit or onClick is not a mistake.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // The layers, in the style of bulletproof-react: code imports only downwards. See
    // ARCHITECTURE.md, "Layers".
    files: ["api/src/**/*.ts", "web/src/**/*.{ts,tsx}"],
    // A test may put together whatever it needs.
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // The files import-x parses to follow imports: without .ts and .tsx it resolved every import
      // but read none of the files, so no-cycle found no cycle however plain.
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["api/tsconfig.json", "web/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: [...LAYERS, ...MODULE_ZONES, ...FEATURE_ZONES] }],
    },
  },
  {
    // The parts of a page the server draws: the browser runs no React beside them, so a part draws
    // its first state only, and what it does when used is a behaviour (ARCHITECTURE.md, "The
    // public site"). The sign-in pages, their forms and the error page are drawn by the app.
    files: ["web/src/public/**/*.tsx", "web/src/features/**/*.tsx"],
    ignores: [
      "**/*.test.tsx",
      "web/src/features/auth/**",
      "web/src/public/{login,password-reset,route-error}.page.tsx",
      "web/src/public/auth-layout.tsx",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name=/^use(State|Reducer)$/]",
          message: "A part of a server-drawn page holds no React state: what it does is a behaviour.",
        },
        {
          selector:
            "JSXAttribute[name.name=/^on(Click|Change|Submit|Input|Key(Down|Up)|Focus|Blur|Pointer\\w+|Mouse\\w+|Touch\\w+)$/]",
          message: "A server-drawn page runs no React event handler: what a part does is a behaviour.",
        },
      ],
    },
  },
  {
    // The web app depends on the site's shared part as the package it is (api/src/site/package.json).
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/behaviours/**/*.ts", "web/src/**/*.behaviour.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+api/src/",
              message: "The web app reads the API's shared part by name: @diocese/site/<file>.",
            },
          ],
        },
      ],
    },
  },
  {
    // What a server-drawn page runs: a few kilobytes of plain DOM code (web/e2e/bundle.e2e.ts).
    files: ["web/src/behaviours/**/*.ts", "web/src/**/*.behaviour.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(react|react-dom|graphql)(/|$)|^@(chakra-ui|emotion|apollo)/",
              message: "A behaviour runs without React, Chakra UI, Apollo Client or graphql-js.",
            },
            {
              regex: "^(\\.\\./)+api/src/",
              message: "The web app reads the API's shared part by name: @diocese/site/<file>.",
            },
          ],
        },
      ],
    },
  },
  {
    // Sizes (STYLE.md, "Sizes"): a file over 400 lines has several reasons to change; a function
    // over 80 is a list of steps that want names. Blank lines and comments do not count: a comment
    // that says why is never the thing to cut.
    files: ["**/*.{js,mjs,ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test file is a list of cases and a describe() block is as long as its cases are many, so a
    // function's length says nothing there; a test file is still split when it covers several
    // things, at twice a source file's size. A suite (*.suite.ts) is the describe() blocks that
    // several test files run, each in its own setting (one diocese, each of a province's).
    files: ["**/*.test.{ts,tsx}", "**/*.suite.ts", "web/e2e/**"],
    rules: {
      "max-lines": ["error", { max: 800, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": "off",
    },
  },
  {
    // A migration is a record of what the schema once became: it never changes after it ships, so
    // it has no reason to change to be split along.
    files: ["api/src/db/migrations/**"],
    rules: { "max-lines-per-function": "off" },
  },
);
