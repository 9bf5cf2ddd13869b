// graphql-upload ships JavaScript with JSDoc types only; these are the parts the API uses.

declare module "graphql-upload/processRequest.mjs" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  import type { Readable } from "node:stream";

  /** An uploading file; its name and type come from the client and are not to be trusted. */
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(): Readable;
  }

  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }

  /** Parses a GraphQL multipart request into its operations, with Upload promises for the files. */
  export default function processRequest(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ProcessRequestOptions,
  ): Promise<Record<string, unknown> | Record<string, unknown>[]>;
}

declare module "graphql-upload/GraphQLUpload.mjs" {
  import type { GraphQLScalarType } from "graphql";

  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}
