import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense, type ReactNode } from "react";
import { useMounted } from "../components/use-mounted";
import { SiteUrlProvider } from "../lib/site-url";
import { system } from "../lib/theme";

// Toasts (the dashboard's messages, the share links' "Link copied") load after the page is drawn:
// no visitor needs one before it.
const Toaster = lazy(() => import("../components/toaster").then((module) => ({ default: module.Toaster })));

/** Its own component, so that its mounting draws only itself, not the providers and the page again. */
function LateToaster() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

type AppProvidersProps = {
  client: ApolloClient;
  /** The address visitors reach the site by (see site-url.ts). */
  siteUrl: string;
  children: ReactNode;
};

export function AppProviders({ client, siteUrl, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <SiteUrlProvider value={siteUrl}>
        <ChakraProvider value={system}>
          {children}
          <LateToaster />
        </ChakraProvider>
      </SiteUrlProvider>
    </ApolloProvider>
  );
}
