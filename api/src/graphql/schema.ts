import { buildSchema } from "type-graphql";
import { RESOLVERS } from "../modules.js";

export function buildGraphQLSchema(options: { emitSchemaFile?: string } = {}) {
  const [first, ...rest] = RESOLVERS;
  if (!first) throw new Error("The registry of modules (api/src/modules.ts) lists no resolver");
  return buildSchema({
    resolvers: [first, ...rest],
    // Validation runs in the services, where REST meets it too.
    validate: false,
    emitSchemaFile: options.emitSchemaFile ? { path: options.emitSchemaFile } : false,
  });
}
