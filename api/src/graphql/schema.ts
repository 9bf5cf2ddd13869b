import { buildSchema } from "type-graphql";
import { AdminUserResolver } from "../modules/admin-user/admin-user.resolver.js";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { NewsResolver } from "../modules/news/news.resolver.js";

/** Every resolver of the API; a new entity's resolver is added here. */
const RESOLVERS = [NewsResolver, AuthResolver, AdminUserResolver] as const;

export function buildGraphQLSchema(options: { emitSchemaFile?: string } = {}) {
  return buildSchema({
    resolvers: RESOLVERS,
    // Validation runs in the services, where REST meets it too.
    validate: false,
    emitSchemaFile: options.emitSchemaFile ? { path: options.emitSchemaFile } : false,
  });
}
