import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { RESOLVERS } from "../modules.js";

/** The schema is the same for every app a process starts (a test file starts dozens): built once. */
let built: Promise<GraphQLSchema> | null = null;

export function buildGraphQLSchema(options: { emitSchemaFile?: string } = {}): Promise<GraphQLSchema> {
  if (options.emitSchemaFile) return build(options.emitSchemaFile);
  built ??= build(null);
  return built;
}

function build(emitSchemaFile: string | null): Promise<GraphQLSchema> {
  const [first, ...rest] = RESOLVERS;
  if (!first) throw new Error("The registry of modules (api/src/modules.ts) lists no resolver");
  return buildSchema({
    resolvers: [first, ...rest],
    // Validation runs in the services, where REST meets it too.
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile } : false,
  });
}
