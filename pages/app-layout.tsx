import * as React from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { Toaster } from "sonner";
import { useRouteMeta } from "./route-meta";

/** Keeps the document title and description in step with client-side navigation (prerendered HTML has them already). */
function DocumentMeta() {
  const meta = useRouteMeta();
  React.useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [meta]);
  return null;
}

/** The chrome around every route. */
export function AppLayout() {
  return (
    <>
      <DocumentMeta />
      <main id="main">
        <Outlet />
      </main>
      <Toaster position="top-right" />
      <ScrollRestoration />
    </>
  );
}
