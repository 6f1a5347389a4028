import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routes } from "./routes";
import { SiteProviders } from "./site-providers";
import "../ui/styles/globals.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// createBrowserRouter picks up the hydration data the static router wrote into the page.
const app = (
  <StrictMode>
    <SiteProviders>
      <RouterProvider router={createBrowserRouter(routes)} />
    </SiteProviders>
  </StrictMode>
);

if (container.firstElementChild) {
  hydrateRoot(container, app, {
    onRecoverableError(error, info) {
      console.error("Hydration error:", error, info.componentStack);
    },
  });
} else {
  createRoot(container).render(app);
}
