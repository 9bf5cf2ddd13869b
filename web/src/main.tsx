import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "./app/apollo-client";
import { AppProviders } from "./app/providers";
import { readRouteData, ROUTE_DATA_ELEMENT_ID, restoreRouteData } from "./app/route-data-cache";
import { routes } from "./app/router";

const router = createBrowserRouter(routes);
const client = createApolloClient();
restoreRouteData(
  client,
  window.location,
  readRouteData(document.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent),
);

const app = (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
const container = document.getElementById("root")!;
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a phone's main thread for the whole page.
startTransition(() => {
  // The server draws the public pages (web/src/public/server.tsx): the app takes over that HTML
  // rather than drawing the page again. The dashboard and sign-in pages come empty.
  if (container.hasChildNodes()) {
    hydrateRoot(container, app, {
      // Where the server's page and the app's first render differ, React draws that part again;
      // said in the console, where the browser tests look for errors.
      onRecoverableError: (error) => console.error("The page was drawn again in the browser:", error),
    });
  } else {
    createRoot(container).render(app);
  }
});
