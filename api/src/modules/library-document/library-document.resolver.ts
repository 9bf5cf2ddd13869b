import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";
import { LibraryDocument } from "./library-document.entity.js";
import { LibraryDocumentInput, LibraryDocumentPageArgs } from "./library-document.inputs.js";
import { LibraryDocumentPage } from "./library-document.service.js";

@Resolver(() => LibraryDocument)
export class LibraryDocumentResolver {
  @Query(() => LibraryDocumentPage, {
    description:
      "Library documents a page at a time: the published ones, the latest published first; with includeUnpublished (staff only), every one, the latest written first",
  })
  libraryDocuments(
    @Args(() => LibraryDocumentPageArgs) args: LibraryDocumentPageArgs,
    @Ctx() { services, actor }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.libraryDocuments.page(actor, args);
  }

  @Query(() => LibraryDocument, {
    nullable: true,
    description:
      "One published library document by its id; with includeUnpublished (staff only), a draft or scheduled one too",
  })
  libraryDocument(
    @Arg("id", () => ID) id: string,
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.libraryDocuments.findById(actor, id, includeUnpublished);
  }

  @Mutation(() => LibraryDocument, {
    description:
      "Adds a library document with its PDF (staff only; a multipart request with the apollo-require-preflight header)",
  })
  createLibraryDocument(
    @Arg("input", () => LibraryDocumentInput) input: LibraryDocumentInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("document", () => GraphQLUpload, {
      nullable: true,
      description: "The PDF; a new document needs one",
    })
    document?: Promise<FileUpload> | null,
  ) {
    return services.libraryDocuments.create(actor, input, document ? { upload: document } : null);
  }

  @Mutation(() => LibraryDocument, {
    description: "Changes a library document (staff only); an uploaded PDF replaces the one it has",
  })
  updateLibraryDocument(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => LibraryDocumentInput) input: LibraryDocumentInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("document", () => GraphQLUpload, { nullable: true }) document?: Promise<FileUpload> | null,
  ) {
    return services.libraryDocuments.update(actor, id, input, document ? { upload: document } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a library document and its PDF (staff only)" })
  async deleteLibraryDocument(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.libraryDocuments.delete(actor, id);
    return true;
  }
}
