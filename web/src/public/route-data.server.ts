import { addTypenameToDocument } from "@apollo/client/utilities";
import { print } from "graphql";
import { operationName, publicRouteQueries } from "./route-data";

/**
 * The server's entry into the web app's route data (built to web/dist-server/ by `vite build
 * --ssr`): the queries a public page will run, as text the API can execute. With __typename added
 * as Apollo's cache adds it, so that the answers fill the cache the page reads.
 */
export function routeOperations(url: string) {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  return publicRouteQueries(pathname, searchParams).map(({ document, variables }) => ({
    operationName: operationName(document),
    query: print(addTypenameToDocument(document)),
    variables,
  }));
}
