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

/** The shared part of one content type. */
export interface SiteContentType {
  /** The type's name in code, as its module is named: "news", "information-page". */
  readonly name: string;
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
