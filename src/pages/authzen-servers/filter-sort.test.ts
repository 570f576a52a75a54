import { describe, expect, it } from 'vitest';
import { authzenServerSchema } from '../../api/authzen-servers';
import { filterServers, sortServers } from './filter-sort';
import { authzenSearchSchema } from './search';

const server = (fields: Record<string, unknown>) => authzenServerSchema.parse(fields);
const rows = [
  server({ id: 'a', displayName: 'Payroll 10', tokenScopes: ['evaluate'], createdAt: '2026-01-02T00:00:00Z' }),
  server({ id: 'b', displayName: 'payroll 9', mode: 'AUTHZEN_MODE_SHADOW', createdAt: '2025-12-01T00:00:00Z' }),
  server({ id: 'c', displayName: '', tokenAudience: 'https://pdp.crm.example', createdAt: '2026-03-01T00:00:00Z' }),
];

describe('filterServers', () => {
  it('matches every word, case-insensitively, across fields', () => {
    expect(filterServers(rows, 'PAYROLL').map((s) => s.id)).toEqual(['a', 'b']);
    expect(filterServers(rows, 'payroll shadow').map((s) => s.id)).toEqual(['b']);
    expect(filterServers(rows, 'crm').map((s) => s.id)).toEqual(['c']);
    expect(filterServers(rows, 'evaluate').map((s) => s.id)).toEqual(['a']);
    expect(filterServers(rows, '  ').length).toBe(3);
  });
});

describe('sortServers', () => {
  it('sorts names naturally with empty values last', () => {
    expect(sortServers(rows, 'displayName', 'asc').map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(sortServers(rows, 'displayName', 'desc').map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
  it('sorts timestamps as time', () => {
    expect(sortServers(rows, 'createdAt', 'desc').map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('search params', () => {
  it('falls back on bad values and caps the page size at 100', () => {
    expect(authzenSearchSchema.parse({ pageSize: 500, sort: 'nope', dir: 'up', all: 'yes', prev: 'x' })).toEqual({ pageSize: 25, sort: 'displayName', dir: 'asc', all: false, prev: [] });
    expect(authzenSearchSchema.parse({ pageSize: '50', pageToken: 123, prev: ['a', 2] })).toEqual({ pageSize: 50, pageToken: '123', prev: ['a', '2'] });
  });
});
