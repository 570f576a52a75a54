import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { FilterLabels } from './history-export';
import { DateRangeFields } from './date-range-fields';
import { FILTER_SELECT_CLEAR, FilterRow, FilterRowButton } from './filter-row';
import { FILTER_KEYS, NO_HISTORY_FILTERS, hasFilters, type HistoryFilters } from './history-filters';
import { ResponsiveFilters } from './responsive-filters';

export interface FilterChoice {
  value: string;
  label: string;
}

export interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  onChange: (patch: Partial<HistoryFilters>) => void;
  actors: FilterChoice[];
  changeKinds: FilterChoice[];
  labels: FilterLabels;
}

/** Choices from the loaded entries; a value from the URL that is not loaded (yet) stays selectable. */
function withCurrent(choices: FilterChoice[], current: string | undefined, label: (value: string) => string): FilterChoice[] {
  return current && !choices.some((choice) => choice.value === current) ? [{ value: current, label: label(current) }, ...choices] : choices;
}

/**
 * Filters over the loaded entries; every value lives in the URL so a filtered view is a link. On a
 * narrow screen they sit in a drawer behind "Filters (n)", so the first entries stay in view.
 */
export function HistoryFiltersBar(props: HistoryFiltersBarProps) {
  const inUse = FILTER_KEYS.filter((key) => Boolean(props.filters[key])).length;
  return (
    <ResponsiveFilters inUse={inUse} showLabel="Show entries">
      {(stacked) => <FilterFields {...props} stacked={stacked} />}
    </ResponsiveFilters>
  );
}

function FilterFields({ filters, onChange, actors, changeKinds, labels, stacked = false }: HistoryFiltersBarProps & { stacked?: boolean }) {
  const [text, setText] = useState(filters.text ?? '');
  const [syncedText, setSyncedText] = useState(filters.text ?? '');
  // The URL changed from elsewhere (back button, a link): show its text.
  if ((filters.text ?? '') !== syncedText) {
    setSyncedText(filters.text ?? '');
    setText(filters.text ?? '');
  }
  const commitText = useDebouncedCallback((value: string) => onChange({ text: value }), 300);
  // "Clear filters" goes once nothing is filtered: the text field takes its focus, not the page's body.
  const textField = useRef<HTMLInputElement>(null);
  const [clears, setClears] = useState(0);

  return (
    <FilterRow stacked={stacked} label="Filter loaded entries">
      <Select
        label="Actor"
        placeholder="Any actor"
        data={withCurrent(actors, filters.actor, labels.actor)}
        value={filters.actor || null}
        onChange={(value) => onChange({ actor: value ?? '' })}
        {...FILTER_SELECT_CLEAR}
        searchable
        w={stacked ? undefined : 262}
      />
      <Select
        label="Change kind"
        placeholder="Any change"
        data={withCurrent(changeKinds, filters.changeKind, labels.changeKind)}
        value={filters.changeKind || null}
        onChange={(value) => onChange({ changeKind: value ?? '' })}
        {...FILTER_SELECT_CLEAR}
        w={stacked ? undefined : 160}
      />
      <TextInput
        label="Annotation text or id"
        ref={textField}
        placeholder="e.g. CHG-1234"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commitText(event.currentTarget.value);
        }}
        w={stacked ? undefined : 180}
      />
      {/* Re-mounted by "Clear filters", which also drops a day typed only in part. The button
          wraps with the range when the row is too narrow for it, never alone on a line. */}
      <DateRangeFields key={clears} from={filters.from} to={filters.to} onChange={onChange} stacked={stacked}>
        {hasFilters(filters) && (
          <FilterRowButton stacked={stacked} px={4} onClick={() => { textField.current?.focus(); setText(''); setClears((count) => count + 1); onChange(NO_HISTORY_FILTERS); }}>
            Clear filters
          </FilterRowButton>
        )}
      </DateRangeFields>
    </FilterRow>
  );
}
