import { createRoute } from '@tanstack/react-router';
import { SIGNED_IN_PATH } from '../../session/signed-in-channel';
import { rootRoute } from '../shell/root-route';

/** Where a sign-in in a new tab (the "Sign in again" dialog's) comes back to. Not a catalog page. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SIGNED_IN_PATH,
  staticData: { title: 'Signed in' },
}).lazy(() => import('./signed-in-page').then((module) => module.Route));
