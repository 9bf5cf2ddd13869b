import type { ModuleDeclaration } from "../../module-declaration.js";
import { Archdeaconry } from "./archdeaconry.entity.js";
import { ArchdeaconryResolver } from "./archdeaconry.resolver.js";

export const archdeaconryModule = {
  name: "archdeaconry",
  entities: [Archdeaconry],
  resolvers: [ArchdeaconryResolver],
} satisfies ModuleDeclaration;
