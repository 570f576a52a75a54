import { describe, expect, it } from 'vitest';
import { matchOperation, OPERATIONS, type OperationRoute } from './operations';

const segments = (route: OperationRoute) => route.template.split('/');
const isId = (segment: string) => /^\{\w+\}$/.test(segment);
/** Each template with every id set to `value`. */
const filled = (route: OperationRoute, value: string) => route.template.replace(/\{\w+\}/g, value);
const idsOf = (route: OperationRoute, value: string) => Object.fromEntries(segments(route).filter(isId).map((segment) => [segment.slice(1, -1), value]));

describe('naming a call from its method and path', () => {
  it('names a registration under a new managed app (an empty app id is an empty segment), with its empty id', () => {
    expect(matchOperation('POST', '/api/v1/apps//mcp_servers')).toEqual({ operation: 'Register MCP server', ids: { app_id: '' } });
  });

  it('names every operation with its ids empty, and with each id spelled like another template\'s fixed segment', () => {
    const literals = [...new Set(OPERATIONS.flatMap((route) => segments(route).filter((segment) => segment && !isId(segment))))];
    for (const route of OPERATIONS) {
      for (const value of ['', 'x', 'a%2Fb', ...literals]) {
        expect(matchOperation(route.method, filled(route, value)), `${route.method} ${filled(route, value)}`).toEqual({
          operation: route.operation,
          ids: idsOf(route, value === 'a%2Fb' ? 'a/b' : value),
        });
      }
    }
  });

  it('leaves no two operations able to name the same call, empty ids included', () => {
    // An id matches any one segment, empty too; a fixed segment only itself.
    const overlap = (a: OperationRoute, b: OperationRoute) => {
      const [left, right] = [segments(a), segments(b)];
      return a.method === b.method && left.length === right.length && left.every((segment, index) => isId(segment) || isId(right[index] ?? '') || segment === right[index]);
    };
    const pairs = OPERATIONS.flatMap((a, index) => OPERATIONS.slice(index + 1).filter((b) => overlap(a, b)).map((b) => `${a.operation} / ${b.operation}`));
    expect(pairs).toEqual([]);
  });

  it('names nothing the spec does not list: another method, a missing or extra segment', () => {
    expect(matchOperation('GET', '/api/v1/apps//mcp_servers')).toBeNull();
    expect(matchOperation('POST', '/api/v1/apps/mcp_servers')).toBeNull();
    expect(matchOperation('POST', '/api/v1/apps/a/b/mcp_servers')).toBeNull();
    expect(matchOperation('PUT', '/api/v1/apps/a/owners/')).toBeNull();
  });
});
