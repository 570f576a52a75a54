import type { AuthzenServer } from '../../api/authzen-servers';
import type { SortKey } from './search';

/** Case-insensitive match of every word against the server's text fields (ids, names, URLs, scopes, mode). */
export function filterServers(servers: readonly AuthzenServer[], query: string): AuthzenServer[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...servers];
  return servers.filter((server) => {
    const haystack = [
      server.id, server.displayName, server.mode, server.tokenAudience, server.tokenResource, server.activePolicyId,
      server.evaluateEntitlementId, server.searchEntitlementId, ...server.tokenScopes,
    ].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortValue(server: AuthzenServer, key: SortKey): string {
  return server[key] ?? '';
}

/** Stable sort; timestamps compare as time, empty values last in either direction. */
export function sortServers(servers: readonly AuthzenServer[], key: SortKey, dir: 'asc' | 'desc'): AuthzenServer[] {
  const sign = dir === 'asc' ? 1 : -1;
  return servers
    .map((server, index) => ({ server, index }))
    .sort((a, b) => {
      const left = sortValue(a.server, key);
      const right = sortValue(b.server, key);
      if (!left || !right) return (left ? -1 : right ? 1 : 0) || a.index - b.index;
      let order: number;
      if (key === 'createdAt' || key === 'updatedAt') {
        const l = Date.parse(left);
        const r = Date.parse(right);
        order = Number.isNaN(l) || Number.isNaN(r) ? collator.compare(left, right) : l - r;
      } else {
        order = collator.compare(left, right);
      }
      return sign * order || a.index - b.index;
    })
    .map(({ server }) => server);
}
