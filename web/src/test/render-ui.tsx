import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { SiteUrlProvider } from "../lib/site-url";
import { system } from "../lib/theme";
import { Toaster } from "../components/toaster";

/**
 * One component with the theme, a router, Apollo's mocks, the site's address (the page's origin,
 * as in the app) and the toaster: for tests below the page level.
 */
export function renderUi(ui: ReactElement, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <SiteUrlProvider value={window.location.origin}>
        <ChakraProvider value={system}>
          <MemoryRouter>{ui}</MemoryRouter>
          <Toaster />
        </ChakraProvider>
      </SiteUrlProvider>
    </MockedProvider>,
  );
}
