import DataLoader from "dataloader";
import type { Department } from "./department.entity.js";
import type { DepartmentService } from "./department.service.js";

/** The departments' lookups that one request batches (see loaders.ts). */
export function departmentLoaders(departments: DepartmentService) {
  return {
    department: new DataLoader<number, Department | null>((ids) => departments.listByIds(ids)),
  };
}
