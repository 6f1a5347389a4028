import * as React from "react";
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { loadWaitingParts } from "../loading/deferred-part";

/**
 * React Router's `BrowserRouter`, written out: its own browser history under its low-level `Router`, each
 * navigation rendered in a transition. `BrowserRouter` lives in one module with `Link`, `NavLink` and `Form`, whose
 * `displayName` writes keep all three in the bundle although the site uses none of them: 4.6 KB gzip of the home
 * page's JavaScript before any interaction.
 */
export function SiteRouter({ children }: { children: React.ReactNode }) {
  const [history] = React.useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = React.useState({ action: history.action, location: history.location });
  React.useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        loadWaitingParts(); // the navigation renders once the parts still waiting have hydrated
        React.startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
