import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "./app/apollo-client";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";

const router = createBrowserRouter(routes);
const client = createApolloClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
