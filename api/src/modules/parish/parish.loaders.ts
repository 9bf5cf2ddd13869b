import DataLoader from "dataloader";
import type { Parish } from "./parish.entity.js";
import type { ParishService } from "./parish.service.js";
import type { RegularService } from "./regular-service.entity.js";

/** The parishes' lookups that one request batches (see loaders.ts). */
export function parishLoaders(parishes: ParishService) {
  return {
    parishesOfArchdeaconry: new DataLoader<number, Parish[]>((ids) => parishes.listOfEach(ids)),
    servicesOfParish: new DataLoader<number, RegularService[]>((ids) => parishes.servicesOfEach(ids)),
    parish: new DataLoader<number, Parish | null>((ids) => parishes.listByIds(ids)),
  };
}
