import { TagsInput, type TagsInputProps } from '@mantine/core';

/** Splits a paste of many values on commas, semicolons, whitespace and newlines. */
export function splitPasted(text: string): string[] {
  return text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean);
}

/**
 * A tag-style input for lists of ids: a paste of many values becomes many tags, trimmed and
 * de-duplicated; empty ones are refused. `normalize` may rewrite each value (e.g. lower-case).
 */
export function TagListInput({ value, onChange, ...props }: Omit<TagsInputProps, 'value' | 'onChange'> & { value: string[]; onChange: (value: string[]) => void }) {
  return (
    <TagsInput
      value={value}
      onChange={(next) => onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])}
      splitChars={[',', ';', ' ', '\n']}
      clearable
      acceptValueOnBlur
      {...props}
    />
  );
}
