import type { ContentType } from "./content-type.js";
import type { EntityClass, MigrationClass } from "./db/data-source.js";
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
  /**
   * The entities of its tables whose rows public answers show (each table has a migration per
   * dialect in api/src/db/migrations/): a committed write of one is a ContentChanged naming its
   * table, which drops the answers kept that read it (db/table-access.ts).
   */
  readonly entities?: readonly EntityClass[];
  /**
   * The entities of its tables that no public answer shows (sessions, the audit log): writing
   * them tells no one, and an answer that reads one is never kept.
   */
  readonly privateEntities?: readonly EntityClass[];
  /**
   * The migrations of its tables that db/migrations/index.ts does not list (files in
   * api/src/db/migrations/ all the same): the data source runs them with the others, in timestamp
   * order.
   */
  readonly migrations?: readonly MigrationClass[];
  /** Its GraphQL resolvers, with TranslationResolver(...) for each type it has in Kiswahili. */
  readonly resolvers?: readonly ResolverClass[];
  /** For a content type: its API part (content-type.ts). */
  readonly contentType?: ContentType<Services>;
}
