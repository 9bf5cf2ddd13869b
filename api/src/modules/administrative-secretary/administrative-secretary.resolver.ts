import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Image, toImage } from "../media/image.type.js";
import { AdministrativeSecretary } from "./administrative-secretary.entity.js";
import { AdministrativeSecretaryInput } from "./administrative-secretary.inputs.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => AdministrativeSecretary)
export class AdministrativeSecretaryResolver {
  @Query(() => AdministrativeSecretary, {
    nullable: true,
    description: "The administrative secretary of the About Us page; null when none is set",
  })
  administrativeSecretary(
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.administrativeSecretary.get();
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "The picture with its variants for srcset; null when there is none",
  })
  image(@Root() secretary: AdministrativeSecretary, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(secretary.imageUrl), secretary.imageFocalPoint);
  }

  @Mutation(() => AdministrativeSecretary, {
    description:
      "Sets the administrative secretary's name and title, and the picture if one is uploaded (staff only); the first save creates the record",
  })
  updateAdministrativeSecretary(
    @Arg("input", () => AdministrativeSecretaryInput) input: AdministrativeSecretaryInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.administrativeSecretary.save(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, {
    description: "Removes the administrative secretary and the picture (staff only)",
  })
  async deleteAdministrativeSecretary(@Ctx() { services, actor }: RequestContext) {
    await services.administrativeSecretary.delete(actor);
    return true;
  }
}
