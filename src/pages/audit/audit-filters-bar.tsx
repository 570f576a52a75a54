import { Select, TextInput, VisuallyHidden } from '@mantine/core';
import { useState, type RefObject } from 'react';
import { AUDIT_OUTCOMES, type AuditFilters } from '../../api/console-audit';
import { OPERATIONS } from '../../api/operations';
import { DateRangeFields } from '../../components/timeline/date-range-fields';
import { FILTER_FIELD_ORDER, FILTER_SELECT_CLEAR, FilterRow, FilterRowButton } from '../../components/timeline/filter-row';
import { ResponsiveFilters } from '../../components/timeline/responsive-filters';
import { OUTCOME_LABELS } from './audit-outcome';

// The calls the trail records: changes (any method but GET) and calls refused for the role.
const OPERATION_CHOICES = OPERATIONS.filter((route) => route.method !== 'GET').map((route) => route.operation);
const OUTCOME_CHOICES = AUDIT_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));

const PERSON_ACCEPTS = 'Full name, e-mail or subject id';
const PERSON_HELP = `${PERSON_ACCEPTS}; Enter applies`;

export const NO_AUDIT_FILTERS: Required<{ [K in keyof AuditFilters]: '' }> = { actor: '', operation: '', outcome: '', from: '', to: '' };

interface AuditFiltersBarProps {
  filters: AuditFilters;
  onChange: (patch: Partial<Record<keyof AuditFilters, string>>) => void;
  /** The first field, which takes the focus of "Clear filters" (the button goes once nothing is filtered). */
  personField: RefObject<HTMLInputElement | null>;
  /** On a narrow screen, the button that opens the filters: it takes that focus while they are closed. */
  filtersButton: RefObject<HTMLButtonElement | null>;
  /** Empties every filter and moves the focus to `personField` (or `filtersButton`). */
  onClear: () => void;
}

/** The server-side filters; every value lives in the URL, so a filtered view is a link. */
export function AuditFiltersBar(props: AuditFiltersBarProps) {
  const inUse = Object.values(props.filters).filter(Boolean).length;
  return (
    <ResponsiveFilters inUse={inUse} showLabel="Show records" buttonRef={props.filtersButton}>
      {(stacked) => <AuditFilterFields {...props} stacked={stacked} />}
    </ResponsiveFilters>
  );
}

function AuditFilterFields({ filters, onChange, personField, onClear, stacked }: AuditFiltersBarProps & { stacked: boolean }) {
  const [actor, setActor] = useState(filters.actor ?? '');
  const [syncedActor, setSyncedActor] = useState(filters.actor ?? '');
  // The URL changed from elsewhere (back button, a link): show its value.
  if ((filters.actor ?? '') !== syncedActor) {
    setSyncedActor(filters.actor ?? '');
    setActor(filters.actor ?? '');
  }
  // The server matches a whole name, email or sub: the value applies on Enter or on leaving the field, not while it is half typed.
  const commitActor = () => {
    if (actor.trim() !== (filters.actor ?? '')) onChange({ actor: actor.trim() });
  };
  const operations = filters.operation && !OPERATION_CHOICES.includes(filters.operation) ? [filters.operation, ...OPERATION_CHOICES] : OPERATION_CHOICES;
  const [clears, setClears] = useState(0);
  const any = Object.values(filters).some(Boolean);
  // On a 1366 px screen the row holds every field and "Clear filters", with little to spare: each
  // field is as wide as its longest value (the Person placeholder, the longest operation, "Outcome
  // unknown"; e2e/audit-log.spec.ts checks they read whole), and a chosen value's clear button takes
  // the place of the select's chevron, in a narrower section. A wider font wraps the row before the
  // range, and "Clear filters" goes with the range.
  return (
    <FilterRow stacked={stacked} label="Filter the audit log">
      <TextInput
        label="Person"
        ref={personField}
        description={
          // In the row the field is 136 px wide: the help shows what it accepts in two lines, and
          // "Enter applies" (leaving the field applies it too) is told to screen readers only, which
          // cannot see the list change: they read the whole help, not the shown part. Stacked,
          // there is room for all of it.
          stacked ? (
            PERSON_HELP
          ) : (
            <>
              <span aria-hidden="true">{PERSON_ACCEPTS}</span>
              <VisuallyHidden component="span">{PERSON_HELP}</VisuallyHidden>
            </>
          )
        }
        inputWrapperOrder={FILTER_FIELD_ORDER}
        placeholder="Ada Lovelace"
        value={actor}
        onChange={(event) => setActor(event.currentTarget.value)}
        onBlur={commitActor}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitActor();
        }}
        w={stacked ? undefined : 136}
      />
      <Select label="Operation" placeholder="Any operation" data={operations} value={filters.operation || null} onChange={(value) => onChange({ operation: value ?? '' })} {...FILTER_SELECT_CLEAR} searchable w={stacked ? undefined : 256} />
      <Select label="Outcome" placeholder="Any outcome" data={OUTCOME_CHOICES} value={filters.outcome || null} onChange={(value) => onChange({ outcome: value ?? '' })} {...FILTER_SELECT_CLEAR} w={stacked ? undefined : 174} />
      {/* Re-mounted by "Clear filters", which also drops a day typed only in part. The button
          wraps with the range when the row is too narrow for it, never alone on a line. */}
      <DateRangeFields key={clears} from={filters.from} to={filters.to} onChange={onChange} stacked={stacked}>
        {any && (
          <FilterRowButton stacked={stacked} px={4} onClick={() => { setActor(''); setClears((count) => count + 1); onClear(); }}>
            Clear filters
          </FilterRowButton>
        )}
      </DateRangeFields>
    </FilterRow>
  );
}
