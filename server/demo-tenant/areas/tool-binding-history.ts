import { Hono } from 'hono';
import type { DemoContext } from '../context';

// Not built yet: this area registers no operations, so its paths answer NotFound.
export function toolBindingHistoryRoutes(_ctx: DemoContext): Hono {
  return new Hono();
}
