/** The API's answer, as GraphQL over HTTP sends it. */
export type GraphQLAnswer<Data> = {
  data?: Data | null;
  // `field`: the input field a BAD_USER_INPUT refusal is about, as the operation's input names it.
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

/**
 * Sends one of the behaviours' operations (behaviours/gql/, as text) to the API, in the page's
 * language (its `<html lang>`, not the browser's). Throws when the network fails or something
 * other than the API answers (a proxy's error page).
 */
export async function sendOperation<Data>(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLAnswer<Data>> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": document.documentElement.lang || "en" },
    body: JSON.stringify({ operationName, query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<Data>;
}
