import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Int, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Event } from "../event/event.entity.js";
import { UPCOMING_EVENTS } from "../event/event.inputs.js";
import { Image, toImage } from "../media/image.type.js";
import { PublishablePageResolver } from "../publication/publishable-page.resolver.js";
import { Department } from "./department.entity.js";
import { DepartmentInput } from "./department.inputs.js";

@Resolver(() => Department)
export class DepartmentResolver extends PublishablePageResolver({
  page: Department,
  service: (services) => services.departments,
  list: {
    name: "departments",
    description:
      "Every published department, in the order of the Departments menu; with includeUnpublished (staff only), drafts and scheduled ones too",
  },
  one: {
    name: "department",
    description:
      "One published department by its slug (such as mothers-union), or null when there is none; with includeUnpublished (staff only), a draft or scheduled one too",
  },
  remove: { name: "deleteDepartment", description: "Deletes a department and its picture (staff only)" },
}) {
  @FieldResolver(() => [Event], {
    description: "Its next events, today's included, soonest first (for its page: one query per department)",
  })
  upcomingEvents(
    @Root() department: Department,
    @Ctx() { services }: RequestContext,
    @Arg("count", () => Int, { defaultValue: UPCOMING_EVENTS }) count: number,
  ) {
    return services.events.upcomingOf({ departmentId: department.id }, count);
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "The department's picture with its variants for srcset; null when there is none",
  })
  image(@Root() department: Department, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(department.imageUrl), department.imageFocalPoint);
  }

  @Mutation(() => Department, {
    description: "Adds a department, with a picture if one is uploaded (staff only)",
  })
  createDepartment(
    @Arg("input", () => DepartmentInput) input: DepartmentInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.departments.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => Department, {
    description: "Changes a department, and its picture if a new one is uploaded (staff only)",
  })
  updateDepartment(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => DepartmentInput) input: DepartmentInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.departments.update(actor, id, input, image ? { upload: image } : null);
  }
}
