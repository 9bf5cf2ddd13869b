import { ApolloClient, InMemoryCache } from "@apollo/client";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { splitLanguage } from "@diocese/site/languages";
import { uploadFetch } from "../lib/upload-fetch";

/**
 * Every request says its language, rather than the browser's: a Kiswahili page's (under /sw) asks
 * for Kiswahili, and every other page, the dashboard's forms included, for the English that staff
 * edit there (the Kiswahili is edited beside it, from `kiswahili`).
 */
const inPageLanguage: typeof uploadFetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set("accept-language", splitLanguage(window.location.pathname).language);
  return uploadFetch(input, { ...init, headers });
};

export function createApolloClient() {
  return new ApolloClient({
    // Sends a multipart request when the variables hold a file, and a plain POST otherwise. The
    // API's CSRF prevention refuses multipart requests without this header, which a cross-site
    // form cannot set.
    link: new UploadHttpLink({
      uri: "/graphql",
      headers: { "apollo-require-preflight": "true" },
      fetch: inPageLanguage,
    }),
    cache: createApolloCache(),
  });
}

/** The cache of the browser's client and of the server's render (web/src/public/server.tsx). */
export function createApolloCache() {
  return new InMemoryCache({
    // Records of which there is only ever one, and that have no id: a save's answer replaces
    // what the page shows, as for any other record.
    typePolicies: {
      SiteSettings: { keyFields: [] },
      GivingSettings: { keyFields: [] },
      AdministrativeSecretary: { keyFields: [] },
      // A parish's return for a year has no id of its own: a save's or a reopening's answer
      // replaces the form the page shows (its status, answers and reopenings).
      ParishReturnView: { keyFields: ["parishId", "year"] },
      // A picture has no id of its own, and a page asks for more of it than a card in a list of
      // the same records (its share preview): merging keeps both, where replacing would leave the
      // page's query incomplete and the page drawn as still loading.
      Image: { merge: true },
    },
  });
}
