/** Small helpers for talking to the test app over real HTTP. */

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const { status, body } = await graphqlAs<T>(baseUrl, headers, query, variables);
  return { status, body };
}

export interface UploadedFile {
  bytes: Buffer;
  /** What the client claims; the server must not trust either. */
  filename: string;
  type: string;
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * with one file per variable named in `files`, sent with Apollo's CSRF preflight header unless
 * other headers are given.
 */
export async function graphqlUpload<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadedFile>,
  headers: Record<string, string> = {},
  { preflight = true }: { preflight?: boolean } = {},
): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const names = Object.keys(files);
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query,
      variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) },
    }),
  );
  form.append(
    "map",
    JSON.stringify(Object.fromEntries(names.map((name, index) => [index, [`variables.${name}`]]))),
  );
  names.forEach((name, index) => {
    const file = files[name]!;
    form.append(String(index), new Blob([file.bytes], { type: file.type }), file.filename);
  });
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: preflight ? { "apollo-require-preflight": "true", ...headers } : headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
}

export async function getJson(
  baseUrl: string,
  pathname: string,
): Promise<{ status: number; contentType: string | null; body: unknown }> {
  const response = await fetch(`${baseUrl}${pathname}`);
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: await response.json(),
  };
}

export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON request with any method and headers, answered with status, headers and parsed body. */
export async function requestJson<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpResult<T>> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** A GraphQL request with extra headers (a session token, a client address, a cookie). */
export async function graphqlAs<T = Record<string, unknown>>(
  baseUrl: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<HttpResult<GraphQLResponse<T>>> {
  return requestJson<GraphQLResponse<T>>(baseUrl, "POST", "/graphql", {
    body: { query, variables },
    headers,
  });
}

export interface JsonResponse {
  status: number;
  contentType: string | null;
  body: unknown;
}

/** A legacy write: a JSON body (or the raw text given), with the headers given. */
export async function sendJson(
  baseUrl: string,
  method: "POST" | "DELETE",
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: await response.json(),
  };
}

/** The answer to `request`, or a failure if it takes longer than `ms` (a request that hangs). */
export async function answeredWithin<T>(ms: number, request: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([request, late]).finally(() => clearTimeout(timer));
}
