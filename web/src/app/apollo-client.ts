import { ApolloClient, InMemoryCache } from "@apollo/client";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { uploadFetch } from "./upload-fetch";

// A factory rather than a module-level client, so server rendering can make one per request.
export function createApolloClient() {
  return new ApolloClient({
    // Sends a multipart request when the variables hold a file, and a plain POST otherwise. The
    // API's CSRF prevention refuses multipart requests without this header, which a cross-site
    // form cannot set.
    link: new UploadHttpLink({
      uri: "/graphql",
      headers: { "apollo-require-preflight": "true" },
      fetch: uploadFetch,
    }),
    cache: new InMemoryCache({
      // Records of which there is only ever one, and that have no id: a save's answer replaces
      // what the page shows, as for any other record.
      typePolicies: {
        SiteSettings: { keyFields: [] },
        AdministrativeSecretary: { keyFields: [] },
      },
    }),
  });
}
