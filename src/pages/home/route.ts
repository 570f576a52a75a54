import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
}).lazy(() => import('./home-page').then((module) => module.Route));
