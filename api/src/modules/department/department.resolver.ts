import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Int, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Event } from "../event/event.entity.js";
import { UPCOMING_EVENTS } from "../event/event.inputs.js";
import { SHARE_PREVIEW_LENGTH, plainTextPreview } from "../../lib/rich-text.js";
import { Image, toImage } from "../media/image.type.js";
import { Department } from "./department.entity.js";
import { DepartmentInput } from "./department.inputs.js";
import { previewed, type PreviewContext } from "../publication/preview.js";
import { LanguageArg, translated, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => Department)
export class DepartmentResolver {
  @Query(() => [Department], {
    description:
      "Every published department, in the order of the Departments menu; with includeUnpublished (staff only), drafts and scheduled ones too",
  })
  departments(
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @Arg("needsTranslation", () => Boolean, {
      nullable: true,
      description:
        "With includeUnpublished: only those that lack (true) or have (false) a Kiswahili version of all their text",
    })
    needsTranslation?: boolean | null,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return includeUnpublished
      ? services.departments.listForStaff(actor, needsTranslation)
      : services.departments.list();
  }

  @Query(() => Department, {
    nullable: true,
    description:
      "One published department by its slug (such as mothers-union), or null when there is none; with includeUnpublished (staff only), a draft or scheduled one too",
  })
  department(
    @Arg("slug", () => String) slug: string,
    @Ctx() context: RequestContext & PreviewContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    const { services, actor } = context;
    if (includeUnpublished) return services.departments.findBySlugForStaff(actor, slug);
    return (
      previewed(context, Department, (department) => department.slug === slug.trim().toLowerCase()) ??
      services.departments.findBySlug(slug)
    );
  }

  @FieldResolver(() => String, {
    description:
      "The start of its text as plain text, about 200 characters, for search results and share previews",
  })
  preview(@Root() department: Department, @Ctx() { language }: RequestContext) {
    return plainTextPreview(translated(department, language).body, SHARE_PREVIEW_LENGTH);
  }

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

  @Mutation(() => Boolean, { description: "Deletes a department and its picture (staff only)" })
  async deleteDepartment(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.departments.delete(actor, id);
    return true;
  }
}
