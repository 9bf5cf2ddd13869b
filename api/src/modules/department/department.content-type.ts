import type { ContentType } from "../../content-type.js";
import { department } from "../../site/content-types/department.js";
import { sitePaths } from "../../site/site-routes.js";
import type { DepartmentService } from "./department.service.js";

type Needs = { departments: DepartmentService };

export const departmentContentType: ContentType<Needs> = {
  shared: department,
  scheduled: (services) => services.departments,
  async previewed(services, actor, id) {
    const found = await services.departments.findByIdForStaff(actor, id);
    return found && { record: found, address: sitePaths.department.getHref(found.slug) };
  },
};
