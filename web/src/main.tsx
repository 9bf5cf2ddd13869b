import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "./app/apollo-client";
import { AppProviders } from "./app/providers";
import { readRouteData, ROUTE_DATA_ELEMENT_ID, restoreRouteData } from "./app/route-data-cache";
import { routes } from "./app/router";

// The app draws the dashboard, the sign-in pages, and a public page the server could not draw
// (public pages the server drew run web/src/public/page-script.ts instead).
const router = createBrowserRouter(routes);
const client = createApolloClient();
restoreRouteData(
  client,
  window.location,
  readRouteData(document.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent),
);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a phone's main thread for the whole page.
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders client={client} siteUrl={window.location.origin}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
