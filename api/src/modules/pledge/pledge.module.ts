import type { ModuleDeclaration } from "../../module-declaration.js";
import { AppealMilestone, Pledge, PledgeChange } from "./pledge.entity.js";
import { Pledges1796100000000 } from "./pledge.migration.js";
import { PledgeResolver } from "./pledge.resolver.js";
import { ProjectHonourRollResolver } from "./honour-roll.resolver.js";

export const pledgeModule = {
  name: "pledge",
  // The honour roll shows pledges; their staff changes show nowhere public.
  entities: [Pledge],
  privateEntities: [PledgeChange, AppealMilestone],
  migrations: [Pledges1796100000000],
  resolvers: [PledgeResolver, ProjectHonourRollResolver],
} satisfies ModuleDeclaration;
