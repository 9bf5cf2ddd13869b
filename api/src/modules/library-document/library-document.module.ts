import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { libraryDocumentContentType } from "./library-document.content-type.js";
import { LIBRARY_DOCUMENT_TRANSLATION, LibraryDocument } from "./library-document.entity.js";
import { LibraryDocumentResolver } from "./library-document.resolver.js";

export const libraryDocumentModule = {
  name: "library-document",
  entities: [LibraryDocument],
  resolvers: [LibraryDocumentResolver, TranslationResolver(LibraryDocument, LIBRARY_DOCUMENT_TRANSLATION)],
  contentType: libraryDocumentContentType,
} satisfies ModuleDeclaration;
