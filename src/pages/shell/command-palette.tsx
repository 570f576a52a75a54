import '@mantine/spotlight/styles.css';
import { createSpotlight, Spotlight, useSpotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { OPEN_BY_ID_PATH, entryLink, pageCatalog } from '../../route-catalog';
import { resolvePastedPath } from '../../resolve-path';

// Loaded lazily through ./command-palette-trigger; the shell owns the Ctrl+K shortcut so that it
// works before this chunk has loaded.
const [store, actions] = createSpotlight();
export const showCommandPalette = actions.open;
export const isCommandPaletteOpen = (): boolean => store.getState().opened;

/**
 * What the admin has typed since asking for the palette, taken by its search box when it gets the
 * focus: until then (the chunk's load, the render, the Modal's focus trap, a timeout later) the
 * keys would land in the field that had the focus, or nowhere (type-ahead.ts).
 */
let typedAhead: (() => string) | null = null;
export function handOverTypeAhead(take: () => string): void {
  typedAhead = take;
}

/** The admin moved on before the search box had the focus: the palette closes again. */
export function cancelCommandPalette(): void {
  typedAhead = null;
  actions.close();
}

/**
 * A page chosen here takes the focus to its content, as the skip link does: closing would give it
 * back to what had it before the palette opened, which is gone with the old page when that was in
 * it (the focus fell to the page's body, and the next Tab went to the top of the page again).
 */
function focusPageContent() {
  document.getElementById('main-content')?.focus();
}

/** The mounted palette, for the shell (command-palette-trigger.ts). */
export const commandPaletteElement = () => <CommandPalette />;

/**
 * Ctrl/Cmd+K: every page, plus "open" for a pasted console URL or API path such as
 * /api/v1/apps/A/sso/applications/B.
 */
export function CommandPalette() {
  const [query, setQuery] = useState('');
  // Mounted on the first request to open it, it opens once mounted: closed in its first commit,
  // so, as every later time, what had the focus is remembered and given back on close (useReturnFocus).
  useLayoutEffect(() => {
    showCommandPalette();
  }, []);
  useReturnFocus(useSpotlight(store).opened);
  const router = useRouter();
  const navigate = useNavigate();
  const pageActions = useMemo<SpotlightActionData[]>(() => {
    const catalog = pageCatalog(router);
    const pages: SpotlightActionData[] = catalog.map((page) => ({
      id: page.id,
      label: page.title,
      description: page.description,
      keywords: [page.group, page.path],
      onClick: () => void navigate(entryLink(page)).then(focusPageContent),
    }));
    const resolved = query.includes('/') ? resolvePastedPath(router, catalog, query) : null;
    if (!resolved) return pages;
    const { page, params, search, complete } = resolved;
    const target = complete ? { to: page.path, params, search } : { to: OPEN_BY_ID_PATH, params: { pageId: page.id }, search: params };
    return [
      {
        id: 'pasted-path',
        label: `Open ${page.title}`,
        description: complete ? router.buildLocation(target).href : 'Some ids are missing: fill them in on the next page',
        keywords: [query],
        onClick: () => void navigate(target).then(focusPageContent),
      },
      ...pages,
    ];
  }, [query, router, navigate]);

  return (
    <Spotlight
      store={store}
      returnFocus={false}
      actions={pageActions}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      nothingFound="No page matches. Paste a console URL or an API path such as /api/v1/apps/A/sso/applications/B."
      highlightQuery
      limit={20}
      // Spotlight has no title, so its dialog (the Modal's content element) had no name: a screen reader said a bare "dialog".
      attributes={{ content: { 'aria-label': 'Search pages' } }}
      searchProps={{
        placeholder: 'Go to a page, or paste a console URL or API path…',
        'aria-label': 'Search pages or paste a path',
        onFocus: () => {
          const typed = typedAhead?.() ?? '';
          typedAhead = null;
          // As if typed here: through the input's own events, so Spotlight selects the first
          // match (Enter opens it) as it does for every key; setting `query` alone would not.
          if (typed) document.execCommand('insertText', false, typed);
        },
      }}
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
