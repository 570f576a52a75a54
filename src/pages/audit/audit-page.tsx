import { Stack } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import type { AuditFilters } from '../../api/console-audit';
import { DeferredBody } from '../../components/deferred-body';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { compactSearch } from '../../components/timeline/history-search';
import { AuditFiltersBar, NO_AUDIT_FILTERS } from './audit-filters-bar';
import { AuditTrail } from './audit-trail';

const routeApi = getRouteApi('/audit');

type AuditSearchPatch = Partial<Record<keyof AuditFilters | 'entry', string>>;

function AuditPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { actor, operation, outcome, from, to, entry } = search;
  const filters: AuditFilters = useMemo(() => compactSearch({ actor, operation, outcome, from, to }), [actor, operation, outcome, from, to]);
  const onSearchChange = useCallback(
    (patch: AuditSearchPatch) => void navigate({ search: (previous) => compactSearch({ ...previous, ...patch } as typeof previous), replace: true }),
    [navigate],
  );
  // "Clear filters" goes once nothing is filtered: the first field takes its focus, not the page's
  // body, nor the list, which a new one replaces once the filters change. On a narrow screen with
  // the filters' drawer closed, the button that opens it does.
  const personField = useRef<HTMLInputElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const clearFilters = () => {
    const field = personField.current;
    (field?.checkVisibility() ? field : filtersButton.current)?.focus();
    onSearchChange(NO_AUDIT_FILTERS);
  };

  return (
    <PageFrame>
      <Stack gap="sm">
        <PageHeading />
        <DeferredBody>
          <AuditFiltersBar filters={filters} onChange={onSearchChange} personField={personField} filtersButton={filtersButton} onClear={clearFilters} />
          {/* A new filter is a new list: its own scroll position, paging and export state. */}
          <AuditTrail
            key={JSON.stringify(filters)}
            filters={filters}
            entryId={entry || undefined}
            onClearFilters={clearFilters}
            onDismissEntry={() => onSearchChange({ entry: '' })}
          />
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: AuditPage });
