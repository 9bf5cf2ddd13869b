import "reflect-metadata";
import { fileURLToPath } from "node:url";
import { buildGraphQLSchema } from "../graphql/schema.js";

/** Writes schema.graphql at the repository root from the resolvers; it is checked in. */
const target = fileURLToPath(new URL("../../../schema.graphql", import.meta.url));
await buildGraphQLSchema({ emitSchemaFile: target });
console.log(`Wrote ${target}`);
