import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useState } from 'react';

/** Splits a paste of many values on commas, semicolons, whitespace and newlines. */
export function splitPasted(text: string): string[] {
  return text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean);
}

/**
 * A tag-style input for lists of ids: a paste of many values becomes many tags, trimmed and
 * de-duplicated; empty ones are refused. `normalize` may rewrite each value (e.g. lower-case).
 */
export type TagListInputProps = Omit<TagsInputProps, 'value' | 'onChange'> & { value: string[]; onChange: (value: string[]) => void };

export function TagListInput({ value, onChange, onKeyDown, onOptionSubmit, onSearchChange, ...props }: TagListInputProps) {
  // Closed once a value is added (Enter, or an offered value picked): an open list of the other
  // suggestions would cover the buttons below. Typing opens it again.
  const [dropdownOpened, setDropdownOpened] = useState(false);
  return (
    <TagsInput
      dropdownOpened={dropdownOpened}
      onDropdownOpen={() => setDropdownOpened(true)}
      onDropdownClose={() => setDropdownOpened(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setDropdownOpened(false);
        onKeyDown?.(event);
      }}
      onOptionSubmit={(option) => {
        setDropdownOpened(false);
        onOptionSubmit?.(option);
      }}
      onSearchChange={(search) => {
        if (search) setDropdownOpened(true);
        onSearchChange?.(search);
      }}
      value={value}
      // Ids, domains and scopes never contain spaces: a value typed as "a b" is two values.
      onChange={(next) => onChange([...new Set(next.flatMap(splitPasted))])}
      splitChars={[',', ';', ' ', '\n']}
      clearable
      acceptValueOnBlur
      {...props}
    />
  );
}
