import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

// A factory rather than a module-level client, so server rendering can make one per request.
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: "/graphql" }),
    cache: new InMemoryCache(),
  });
}
