import type { ContentType } from "./content-type.js";
import type { EntityClass } from "./db/data-source.js";
import type { Services } from "./services.js";

/** A GraphQL resolver class. */
export type ResolverClass = abstract new (...args: never[]) => object;

/**
 * What a module of the API is, declared once in its folder (`<module>.module.ts`) and listed in
 * the registry (api/src/modules.ts), from which the database's entities, GraphQL's resolvers and
 * the content types are read.
 */
export interface ModuleDeclaration {
  /** Its folder's name. */
  readonly name: string;
  /** The entities of its tables (each table has a migration per dialect in api/src/db/migrations/). */
  readonly entities?: readonly EntityClass[];
  /** Its GraphQL resolvers, with TranslationResolver(...) for each type it has in Kiswahili. */
  readonly resolvers?: readonly ResolverClass[];
  /** For a content type: its API part (content-type.ts). */
  readonly contentType?: ContentType<Services>;
}
