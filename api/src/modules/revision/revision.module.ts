import type { ModuleDeclaration } from "../../module-declaration.js";
import { ContentRevision } from "./revision.entity.js";
import { RevisionResolver } from "./revision.resolver.js";

export const revisionModule = {
  name: "revision",
  entities: [ContentRevision],
  resolvers: [RevisionResolver],
} satisfies ModuleDeclaration;
