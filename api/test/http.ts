/** Small helpers for talking to the test app over real HTTP. */

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const { status, body } = await graphqlAs<T>(baseUrl, {}, query, variables);
  return { status, body };
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
