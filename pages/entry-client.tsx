import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppLayout } from "./shell/app-layout";
import { preloadForHydration } from "./shell/route-table";
import { SiteProviders } from "./shell/site-providers";
import { SiteRouter } from "./shell/site-router";
import "../ui/styles/globals.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const app = (
  <StrictMode>
    <SiteProviders>
      <SiteRouter>
        <AppLayout />
      </SiteRouter>
    </SiteProviders>
  </StrictMode>
);

// The prerendered page is hydrated only once its route's code is here, so the first render matches the HTML.
void preloadForHydration(window.location.pathname).then(() => {
  if (container.firstElementChild) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          console.error("Hydration error:", error, info.componentStack);
        },
      });
    });
  } else {
    createRoot(container).render(app);
  }
});
