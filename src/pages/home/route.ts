import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';
import { HomePage } from './home-page';

// The landing page is part of the initial chunk (about 2 KB gzip): a lazy chunk would add one
// more round trip before the first meaningful paint of the most visited page.
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomePage,
  staticData: {
    page: { id: 'home', title: 'Home', group: 'Start', description: 'What the console can do; jump to any page by ids or an API path.' },
  },
});
