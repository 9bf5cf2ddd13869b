/*
 * What a content type is, in the part both sides of the site read: the API's modules and the web
 * app's dashboard. Data only, importing nothing, so that the web app may bundle it. The API's own
 * part of each type (its entity, service and audit names) is its module's `*.content-type.ts`.
 */

/** How the revision history compares a field: text by words; rich text by the words it shows; a picture, old and new. */
export type RevisedFieldKind = "text" | "richText" | "picture";

/** One field whose history is kept, named as the type's input names it. */
export interface RevisedField {
  name: string;
  /** The form's English label: the API's answer names the field by it. */
  label: string;
  /** The dashboard's message of the same label, in its own language. */
  message: string;
  kind: RevisedFieldKind;
  /** Also kept in Kiswahili (as `kiswahili:<name>`): a field the type translates. */
  translated?: true;
}

/** How the audit log names one item of a type (the type's own part of modules/audit-log/audit-labels.ts). */
export interface AuditNaming {
  /** What an item is, in the diocese's words and in English: "News article". */
  readonly kind: string;
  /** The column (property name) whose text names an item: "title". */
  readonly nameColumn: string;
  /** Words for the type's own fields that the audit log does not know yet ("category"), by property name. */
  readonly fieldWords?: Readonly<Record<string, string>>;
}

/** Who reaches a type's dashboard page: diocese-wide editors, or also a parish's editor (as news). */
export type DashboardReach = "dioceseWide" | "parishContent";

/**
 * A type's page of the dashboard: staff-reach.ts lets its roles reach it, the dashboard's menu
 * links to it and its router serves it, all read from here.
 */
export interface DashboardPage {
  /** Its name among the dashboard's pages (api/src/site/staff-reach.ts): "libraryDocuments". */
  readonly page: string;
  /** Its address: "/admin/library". */
  readonly path: string;
  /** The component of the dashboard's bundle that draws it (web/src/admin/admin-bundle.tsx exports it). */
  readonly component: string;
  /** The menu's words for it, a message of the dashboard's catalogues: "dashboardLibrary.menu". */
  readonly menu: string;
  /** Words staff may search the menu for besides its own (in English). */
  readonly keywords: string;
  readonly reach: DashboardReach;
  /** The operation the page does its work with, which api/test/staff-reach.test.ts tries as each role. */
  readonly operation: `mutation ${string}`;
}

/** The GraphQL operations of a publishable type laid out as the generator lays one out. */
export interface PublishableOperations {
  /** The query of one item by its id: "libraryDocument". */
  readonly item: string;
  /** The query of the list, a page at a time: "libraryDocuments". */
  readonly list: string;
  /** Its mutations: "createLibraryDocument", "updateLibraryDocument", "deleteLibraryDocument". */
  readonly mutations: readonly string[];
}

/** The shared part of one content type. */
export interface SiteContentType {
  /** The type's name in code, as its module is named: "news", "information-page". */
  readonly name: string;
  /** Its table in the database. */
  readonly table: string;
  /** How the audit log names its items. */
  readonly audit: AuditNaming;
  /**
   * The columns of its table (database names) holding an uploaded file's URL, which the media
   * clean-up keeps (modules/media/media.columns.ts reads them).
   */
  readonly fileColumns?: readonly string[];
  /** Its page of the dashboard, for a type whose page is listed in the menu after the built-in ones'. */
  readonly dashboard?: DashboardPage;
  /**
   * For a publishable type whose GraphQL operations are those `npm run new:content` lays out: its
   * queries of one item (by `id`) and of the list, which visitors call and the roles of
   * `dashboard.reach` call with `includeUnpublished`, and its mutations, for those roles alone.
   * api/test/role-matrix/ tries each as every role, and the sweep counts the queries public.
   */
  readonly operations?: PublishableOperations;
  /**
   * Its public list, by its name among the pages of `sitePaths` (site-routes.ts, which checks the
   * name): the web app routes it to `<Page>Page` of `<page in kebab-case>.page.tsx` and
   * `<page>Route` of `.route.ts` in web/src/public/, as `npm run new:content` writes them.
   */
  readonly publicPage?: string;
  /**
   * The address segment of its previews, `/preview/<kind>/<id>`, for a type whose unpublished
   * items staff can look at on their public page.
   */
  readonly previewKind?: string;
  /** For a type whose every save is kept as a revision: how revisions name it, and its fields. */
  readonly revisions?: {
    /** The GraphQL enum's name of the type (RevisedContentType). */
    readonly graphqlName: string;
    /** What the database stores in content_revision.content_type. */
    readonly storedAs: string;
    /** In the order its form shows them. */
    readonly fields: readonly RevisedField[];
  };
}
