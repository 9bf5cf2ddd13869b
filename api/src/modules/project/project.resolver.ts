import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { UserInputError } from "../../errors.js";
import { Image, toImage } from "../media/image.type.js";
import { Project } from "./project.entity.js";
import { ProjectInput, ProjectPageArgs } from "./project.inputs.js";
import { ProjectPage } from "./project.service.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => ProjectPage, {
    description: "Projects a page at a time: the featured one first, then the newest",
  })
  projects(
    @Args(() => ProjectPageArgs) args: ProjectPageArgs,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.projects.page(args);
  }

  @Query(() => Project, {
    nullable: true,
    description: "One project, by its id or by its slug (give one of them); null when there is none",
  })
  project(
    @Ctx() { services }: RequestContext,
    @Arg("id", () => ID, { nullable: true }) id?: string,
    @Arg("slug", () => String, { nullable: true }) slug?: string,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    if (id != null && slug == null) return services.projects.findById(id);
    if (slug != null && id == null) return services.projects.findBySlug(slug);
    throw new UserInputError("Give either id or slug to find a project, not both or neither");
  }

  @Query(() => Project, {
    nullable: true,
    description: "The appeal of the home page's banner; null when no project is featured",
  })
  featuredProject(@Ctx() { services }: RequestContext, @LanguageArg() _language?: LanguageChoice | null) {
    return services.projects.featured();
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "The picture with its variants for srcset; null when there is none",
  })
  image(@Root() project: Project, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(project.imageUrl), project.imageFocalPoint);
  }

  @Mutation(() => Project, { description: "Adds a project, with a picture if one is uploaded (staff only)" })
  createProject(
    @Arg("input", () => ProjectInput) input: ProjectInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.projects.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => Project, {
    description: "Changes a project, and its picture if a new one is uploaded (staff only). The slug stays.",
  })
  updateProject(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ProjectInput) input: ProjectInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.projects.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a project and its picture (staff only)" })
  async deleteProject(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.projects.delete(actor, id);
    return true;
  }
}
