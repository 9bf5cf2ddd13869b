import { LibraryDocuments1795930112554 } from "../../db/migrations/1795930112554-library-documents.js";
import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { libraryDocumentContentType } from "./library-document.content-type.js";
import { LIBRARY_DOCUMENT_TRANSLATION, LibraryDocument } from "./library-document.entity.js";
import { LibraryDocumentResolver } from "./library-document.resolver.js";

export const libraryDocumentModule = {
  name: "library-document",
  entities: [LibraryDocument],
  migrations: [LibraryDocuments1795930112554],
  resolvers: [LibraryDocumentResolver, TranslationResolver(LibraryDocument, LIBRARY_DOCUMENT_TRANSLATION)],
  contentType: libraryDocumentContentType,
} satisfies ModuleDeclaration;
