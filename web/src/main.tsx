import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "./app/apollo-client";
import { AppProviders } from "./app/providers";
import { ROUTE_DATA_ELEMENT_ID, restoreRouteData } from "./app/route-data-cache";
import { routes } from "./app/router";

const router = createBrowserRouter(routes);
const client = createApolloClient();
restoreRouteData(
  client,
  window.location,
  document.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent ?? null,
);

const root = createRoot(document.getElementById("root")!);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a phone's main thread for the whole page.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
