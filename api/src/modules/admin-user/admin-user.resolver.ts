import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { RequestContext } from "../../context.js";
import { parseId } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Department } from "../department/department.entity.js";
import { FocalPoint } from "../media/focal-point.js";
import { Image, toImage } from "../media/image.type.js";
import { Parish } from "../parish/parish.entity.js";
import { LanguageChoice } from "../translation/translation.js";
import { AdminUser } from "./admin-user.entity.js";
import { AdminUserRoleInput, NewAdminUserInput } from "./admin-user.inputs.js";

@ObjectType({ description: "A member of staff with a password made for them, shown this once" })
class AdminUserWithPassword {
  @Field(() => AdminUser)
  user: AdminUser;

  @Field(() => String, { description: "Hand it over privately; they should change it after signing in" })
  password: string;
}

@Resolver(() => AdminUser)
export class AdminUserResolver {
  @Query(() => AdminUser, { nullable: true, description: "The signed-in member of staff, or null" })
  me(@Ctx() { services, actor }: RequestContext) {
    return actor ? services.adminUsers.me(actor) : null;
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "Their own picture, with its variants; null when none",
  })
  image(@Root() user: AdminUser, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(user.imageUrl), user.imageFocalPoint);
  }

  @FieldResolver(() => Parish, {
    nullable: true,
    description: "The parish a parish editor keeps: its page, regular services, events and tagged news",
  })
  parish(@Root() user: AdminUser, @Ctx() { loaders }: RequestContext) {
    return user.parishId === null ? null : loaders.parish.load(user.parishId);
  }

  @FieldResolver(() => Department, {
    nullable: true,
    description: "The department a department editor keeps: its page and events",
  })
  department(@Root() user: AdminUser, @Ctx() { loaders }: RequestContext) {
    return user.departmentId === null ? null : loaders.department.load(user.departmentId);
  }

  @FieldResolver(() => Archdeaconry, {
    nullable: true,
    description: "The archdeaconry whose parishes' records an archdeacon reads",
  })
  archdeaconry(@Root() user: AdminUser, @Ctx() { loaders }: RequestContext) {
    return user.archdeaconryId === null ? null : loaders.archdeaconry.load(user.archdeaconryId);
  }

  @Mutation(() => AdminUser, {
    description:
      "Sets the signed-in member of staff's own picture, or moves the focal point of the one they have (give one or both)",
  })
  setMyPicture(
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
    @Arg("imageFocalPoint", () => FocalPoint, {
      nullable: true,
      description: "The picture's focal point; a new picture without one starts at the centre",
    })
    imageFocalPoint?: FocalPoint | null,
  ) {
    return services.adminUsers.setMyPicture(actor, image ? { upload: image } : null, imageFocalPoint);
  }

  @Mutation(() => AdminUser, {
    description: "Sets the language of the signed-in member of staff's own dashboard",
  })
  setMyLanguage(
    @Arg("language", () => LanguageChoice) language: LanguageChoice,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.adminUsers.setMyLanguage(actor, language);
  }

  @Query(() => [AdminUser], { description: "Every staff account (system admins only)" })
  adminUsers(@Ctx() { services, actor }: RequestContext) {
    return services.adminUsers.list(actor);
  }

  @Mutation(() => AdminUserWithPassword, { description: "Adds a member of staff (system admins only)" })
  createAdminUser(
    @Arg("input", () => NewAdminUserInput) input: NewAdminUserInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.adminUsers.create(actor, input);
  }

  @Mutation(() => AdminUser, {
    description: "Lets a member of staff sign in, or stops them (system admins only)",
  })
  setAdminUserActive(
    @Arg("id", () => ID) id: string,
    @Arg("active", () => Boolean) active: boolean,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.adminUsers.setActive(actor, parseId(id), active);
  }

  @Mutation(() => AdminUser, {
    description:
      "Gives a member of staff another role, with the parish a parish editor, the department a department editor or the archdeaconry an archdeacon keeps (system admins only)",
  })
  setAdminUserRole(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdminUserRoleInput) input: AdminUserRoleInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.adminUsers.setRole(actor, parseId(id), input);
  }

  @Mutation(() => AdminUserWithPassword, {
    description: "Gives a member of staff a new password and ends their sessions (system admins only)",
  })
  resetAdminUserPassword(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.adminUsers.resetPassword(actor, parseId(id));
  }
}
