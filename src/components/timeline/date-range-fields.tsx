// The From and To days of a filter bar (the histories' and the audit log's): the browser's own date
// inputs, wrapped as one so that a narrow row never leaves "To" alone on the next line. A day typed
// only in part is no day to the page (the input reports ''), so the field says so rather than
// leaving the admin to believe the list is filtered. What follows the range in the row (a bar's
// "Clear filters") may be given as children: it wraps with the range, never alone.
import { TextInput } from '@mantine/core';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { FILTER_FIELD_ORDER, FilterRow } from './filter-row';
import { localDayStart } from './history-filters';

type Bound = 'from' | 'to';

export interface DateRangeFieldsProps {
  from?: string;
  to?: string;
  onChange: (patch: Partial<Record<Bound, string>>) => void;
  stacked: boolean;
  /** Kept on the range's line, after "To". */
  children?: ReactNode;
}

export function DateRangeFields({ from = '', to = '', onChange, stacked, children }: DateRangeFieldsProps) {
  const [partial, setPartial] = useState<Record<Bound, boolean>>({ from: false, to: false });
  const start = localDayStart(from);
  const end = localDayStart(to);
  const badRange = start !== null && end !== null && start > end;
  const track = (bound: Bound, event: SyntheticEvent<HTMLInputElement>) => {
    const incomplete = event.currentTarget.validity.badInput;
    setPartial((current) => (current[bound] === incomplete ? current : { ...current, [bound]: incomplete }));
  };
  const field = (bound: Bound, label: string, value: string, rangeError?: string) => (
    <TextInput
      label={label}
      type="date"
      value={value}
      onChange={(event) => {
        track(bound, event);
        onChange({ [bound]: event.currentTarget.value });
      }}
      // Typing into an empty field in part changes nothing the page hears of until the field is left.
      onBlur={(event) => track(bound, event)}
      error={partial[bound] ? 'Enter the whole day' : rangeError}
      inputWrapperOrder={FILTER_FIELD_ORDER}
      w={stacked ? undefined : 140}
    />
  );
  return (
    <FilterRow stacked={stacked} together>
      {field('from', 'From', from)}
      {field('to', 'To', to, badRange ? 'Before "From"' : undefined)}
      {children}
    </FilterRow>
  );
}
