import DataLoader from "dataloader";
import type { Project } from "./project.entity.js";
import type { ProjectService } from "./project.service.js";

/** The projects' lookups that one request batches (see loaders.ts). */
export function projectLoaders(projects: ProjectService) {
  return {
    project: new DataLoader<number, Project | null>((ids) => projects.listByIds(ids)),
  };
}
