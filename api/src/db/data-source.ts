import { DataSource } from "typeorm";
import type { DatabaseConfig } from "../config.js";
import { AdminUser } from "../modules/admin-user/admin-user.entity.js";
import { AppState } from "./app-state.entity.js";
import { PasswordReset } from "../modules/auth/password-reset.entity.js";
import { NewsArticle } from "../modules/news/news.entity.js";
import { AdminSession } from "../modules/session/session.entity.js";
import { MIGRATIONS } from "./migrations/index.js";
import { withStartupLock } from "./startup-lock.js";

/** Every entity of the API; a new entity is added here and gets a migration per dialect. */
export const ENTITIES = [NewsArticle, AdminUser, AdminSession, PasswordReset, AppState];

/**
 * The database connection. Its schema comes only from the migrations:
 * `synchronize` stays off so that a deploy never changes tables behind the operator's back.
 */
export function createDataSource(database: DatabaseConfig): DataSource {
  if (database.kind === "postgres") {
    return new DataSource({
      type: "postgres",
      url: database.url,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsTransactionMode: "each",
      synchronize: false,
    });
  }
  return new DataSource({
    type: "sqlite",
    database: database.file,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: "each",
    synchronize: false,
    // WAL lets readers go on while one writer writes; the busy timeout makes writers wait their turn.
    enableWAL: true,
    busyTimeout: 5000,
  });
}

/** Runs the migrations that have not run yet, one instance at a time. */
export async function migrate(dataSource: DataSource): Promise<void> {
  await withStartupLock(dataSource, () => dataSource.runMigrations());
}
