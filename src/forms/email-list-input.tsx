import { Pill, PillsInput, Text, UnstyledButton } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { isolateList } from '../components/bidi-isolate';
import { invalidEmails, isEmailAddress, mergeEmails, parseEmailText, splitTyped } from './email-list-parse';

export interface EmailListInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** The text field's ref: a form focuses it when a refused save names this list. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of e-mail addresses as tags. A paste of many (commas, semicolons, spaces, newlines,
 * `Name <addr>`) becomes many tags; duplicates merge case-insensitively; an invalid address is
 * kept, marked, and returns to the field for correction when clicked.
 */
export function EmailListInput({ label, value, onChange, error, disabled, inputRef }: EmailListInputProps) {
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const fieldRef = useMergedRef(field, inputRef);
  const invalid = invalidEmails(value);
  const valid = value.length - invalid.length;

  function commit(text: string) {
    const parsed = parseEmailText(text);
    if (parsed.length) onChange(mergeEmails(value, parsed));
  }

  function onFieldChange(text: string) {
    const { complete, rest } = splitTyped(text);
    if (complete) commit(complete);
    setDraft(rest);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    commit(`${draft} ${pasted}`);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  // A tag's buttons go with it: the focus moves to the text field (else it would fall to the
  // page's body and the next Tab start again from the top of the page), where a corrected address is typed.
  function remove(address: string) {
    onChange(value.filter((item) => item !== address));
    field.current?.focus();
  }

  function edit(address: string) {
    remove(address);
    setDraft(address);
  }

  // "valid" beside an invalid count: a bare "48 addresses" next to 50 tags would read as the total.
  const summary = invalid.length
    ? `${valid} valid ${valid === 1 ? 'address' : 'addresses'}, ${invalid.length} invalid (marked in red: click one to correct it)`
    : `${valid} ${valid === 1 ? 'address' : 'addresses'}`;
  const errorText = error ?? (invalid.length ? `Not valid: ${isolateList(invalid)}` : undefined);

  return (
    <PillsInput label={label} description={<Text span size="xs" role="status">{summary}</Text>} error={errorText} disabled={disabled}>
      <Pill.Group>
        {value.map((address) => {
          const bad = !isEmailAddress(address);
          return (
            <Pill
              key={address}
              withRemoveButton={!disabled}
              onRemove={() => remove(address)}
              removeButtonProps={{ 'aria-label': `Remove ${address}`, 'aria-hidden': false, tabIndex: 0 }}
              bg={bad ? 'var(--mantine-color-red-light)' : undefined}
              c={bad ? 'var(--mantine-color-red-light-color)' : undefined}
              style={bad ? { outline: '1px solid var(--mantine-color-error)' } : undefined}
            >
              {bad ? (
                <UnstyledButton fz="inherit" c="inherit" onClick={() => edit(address)} aria-label={`Correct invalid address ${address}`} title="Not a valid address: click to correct it">
                  ⚠ {address}
                </UnstyledButton>
              ) : (
                address
              )}
            </Pill>
          );
        })}
        <PillsInput.Field
          ref={fieldRef}
          value={draft}
          placeholder={value.length ? undefined : 'Type or paste addresses'}
          onChange={(event) => onFieldChange(event.currentTarget.value)}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit(draft);
            setDraft('');
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
