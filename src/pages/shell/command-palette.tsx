import '@mantine/spotlight/styles.css';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLayoutEffect, useMemo, useState } from 'react';
import { OPEN_BY_ID_PATH, entryLink, pageCatalog } from '../../route-catalog';
import { resolvePastedPath } from '../resolve-path';

// Loaded lazily through ./command-palette-trigger; the shell owns the Ctrl+K shortcut so that it
// works before this chunk has loaded.
export const showCommandPalette = spotlight.open;

/** What the admin typed while this chunk loaded: the search box starts with it when the palette first opens. */
let firstQuery = '';
export function setFirstQuery(query: string): void {
  firstQuery = query;
}

/** The mounted palette, for the shell (command-palette-trigger.ts). */
export const commandPaletteElement = () => <CommandPalette />;

/**
 * Ctrl/Cmd+K: every page, plus "open" for a pasted console URL or API path such as
 * /api/v1/apps/A/sso/applications/B.
 */
export function CommandPalette() {
  // Read, not taken: React may render a component more than once before it commits.
  const [query, setQuery] = useState(() => firstQuery);
  // Mounted on the first request to open it, it opens once mounted: closed in its first commit,
  // as every later time, Mantine remembers what had focus and gives it back on close.
  useLayoutEffect(() => {
    firstQuery = '';
    showCommandPalette();
  }, []);
  const router = useRouter();
  const navigate = useNavigate();
  const actions = useMemo<SpotlightActionData[]>(() => {
    const catalog = pageCatalog(router);
    const pages: SpotlightActionData[] = catalog.map((page) => ({
      id: page.id,
      label: page.title,
      description: page.description,
      keywords: [page.group, page.path],
      onClick: () => void navigate(entryLink(page)),
    }));
    const resolved = query.includes('/') ? resolvePastedPath(catalog, query) : null;
    if (!resolved) return pages;
    const { page, params, search, complete } = resolved;
    const target = complete ? { to: page.path, params, search } : { to: OPEN_BY_ID_PATH, params: { pageId: page.id }, search: params };
    return [
      {
        id: 'pasted-path',
        label: `Open ${page.title}`,
        description: complete ? router.buildLocation(target).href : 'Some ids are missing: fill them in on the next page',
        keywords: [query],
        onClick: () => void navigate(target),
      },
      ...pages,
    ];
  }, [query, router, navigate]);

  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      nothingFound="No page matches. Paste a console URL or an API path such as /api/v1/apps/A/sso/applications/B."
      highlightQuery
      limit={20}
      searchProps={{ placeholder: 'Go to a page, or paste a console URL or API path…', 'aria-label': 'Search pages or paste a path' }}
      filter={(search, items) => {
        const needle = search.trim().toLowerCase();
        if (!needle) return items;
        return items.filter((item) => {
          if (!('id' in item)) return false;
          const keywords = Array.isArray(item.keywords) ? item.keywords : [item.keywords ?? ''];
          return item.id === 'pasted-path' || [item.label, item.description, ...keywords].join(' ').toLowerCase().includes(needle);
        });
      }}
    />
  );
}
