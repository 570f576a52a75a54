// The route tree, assembled from each page's route definition (`src/pages/<page>/route.ts`: path,
// search, loader and the catalog's `staticData.page`). Pages load lazily; the order here is the
// catalog's order (navigation, home cards, command palette).
import type { QueryClient } from '@tanstack/react-query';
import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { PagePending } from './components/page-skeleton';
import { RouteError } from './components/route-error';
import { accessProfilesRoute } from './pages/access-profiles/route';
import { appOwnersRoute } from './pages/app-owners/route';
import { auditRoute } from './pages/audit/route';
import { authConfigEditorRoute } from './pages/auth-config-editor/route';
import { authzenServersRoute } from './pages/authzen-servers/route';
import { connectorOwnerRoute } from './pages/connector-owner/route';
import { contactsEditorRoute } from './pages/contacts-editor/route';
import { homeRoute } from './pages/home/route';
import { mcpServerWizardRoute } from './pages/mcp-server-wizard/route';
import { openByIdRoute } from './pages/open-by-id/route';
import { personalClientsRoute } from './pages/personal-clients/route';
import { servicePrincipalCredentialsRoute } from './pages/service-principal-credentials/route';
import { rootRoute } from './pages/shell/root-route';
import { signedInRoute } from './pages/signed-in/route';
import { ssoApplicationRoute } from './pages/sso-application/route';
import { toolBindingHistoryRoute } from './pages/tool-binding-history/route';
import { userAttributeMappingsRoute } from './pages/user-attribute-mappings/route';
import { xaaSettingsHistoryRoute } from './pages/xaa-settings-history/route';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  mcpServerWizardRoute,
  contactsEditorRoute,
  authConfigEditorRoute,
  xaaSettingsHistoryRoute,
  ssoApplicationRoute,
  authzenServersRoute,
  appOwnersRoute,
  accessProfilesRoute,
  connectorOwnerRoute,
  toolBindingHistoryRoute,
  auditRoute,
  userAttributeMappingsRoute,
  servicePrincipalCredentialsRoute,
  personalClientsRoute,
  openByIdRoute,
  signedInRoute,
]);

// `VITE_NO_PRELOAD=1 vite build` turns hover/focus preloading off: the bench's baseline. (Optional
// chaining: the e2e helpers import this module outside Vite.)
const preload = import.meta.env?.VITE_NO_PRELOAD ? false : 'intent';

/**
 * The build-time prerender passes a memory history, and no scroll restoration: on the server that
 * would be an inline script, which the CSP refuses.
 */
export function createAppRouter(queryClient: QueryClient, prerender?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    ...(prerender ? { history: prerender.history } : {}),
    // The prerender draws pages for no one: the sign-in check (the root route's loader) waits for the browser.
    context: { queryClient, prerendering: Boolean(prerender) },
    // Hovering or focusing a link loads the next page's chunk and runs its loader.
    defaultPreload: preload,
    // Freshness is react-query's job; the router must not cache loader results on top of it
    // (TanStack's react-query integration guide).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: !prerender,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The first location loaded (its chunks and its data), or, when its data takes longer than the
 * router's `pendingMs`, shown as pending: either way there is a page to draw. A failed load
 * resolves too: the route's error view explains it.
 */
export function loadFirstPage(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    let loaded = false;
    void router.load().catch(() => undefined).then(() => {
      loaded = true;
      resolve();
    });
    const check = () => {
      if (router.state.matches.length > 0) resolve();
      else if (!loaded) setTimeout(check, 50);
    };
    check();
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
