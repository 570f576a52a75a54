import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** Looking up is a read, so it may run from the address; the form just puts the id there. */
export function EntitlementLookupForm({ initial, onLookup }: { initial: string; onLookup: (entitlementId: string) => void }) {
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const empty = !value.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!empty) onLookup(value.trim());
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Look up an access profile by entitlement">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Entitlement id"
          description="The app entitlement the access profile is linked to."
          required
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={submitted && empty ? 'Entitlement id is required' : undefined}
          style={{ flex: '1 1 320px' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 46 }}>
          Look up
        </Button>
      </Group>
    </form>
  );
}
