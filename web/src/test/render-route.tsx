import type { ApolloCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { SiteUrlProvider } from "../lib/site-url";
import { system } from "../lib/theme";
import { Toaster } from "../components/toaster";
import { siteNavigationMock, siteSettingsMock } from "../features/site/site.fixtures";

type RenderRouteOptions = {
  routes: RouteObject[];
  // Earlier entries form the history behind the page under test.
  url: string | string[];
  mocks?: MockLink.MockedResponse[];
  // Given when a test looks into what Apollo cached.
  cache?: ApolloCache;
  // Every page asks for the site settings (its title, header and footer); these answer it.
  siteSettings?: MockLink.MockedResponse;
};

export function renderRoute({
  routes,
  url,
  mocks = [],
  cache,
  siteSettings = siteSettingsMock(),
}: RenderRouteOptions) {
  const initialEntries = Array.isArray(url) ? url : [url];
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  const view = render(
    <MockedProvider mocks={[siteSettings, siteNavigationMock(), ...mocks]} cache={cache}>
      {/* The site's address is the page's origin, as in the app. */}
      <SiteUrlProvider value={window.location.origin}>
        <ChakraProvider value={system}>
          <RouterProvider router={router} />
          <Toaster />
        </ChakraProvider>
      </SiteUrlProvider>
    </MockedProvider>,
  );
  return { ...view, router };
}
