import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { CatalogPage } from '../route-catalog';

/** The small form a page shows when its URL lacks ids: one labelled field per path parameter. */
export function OpenByIdForm({ page, initial = {} }: { page: CatalogPage; initial?: Readonly<Record<string, string>> }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(page.params.map((param) => [param.name, initial[param.name] ?? ''])));
  const [submitted, setSubmitted] = useState(false);
  const navigate = useNavigate();
  const missing = page.params.filter((param) => !values[param.name]?.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (missing.length) return;
    const params = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
    void navigate({ to: page.path, params });
  }

  return (
    <form onSubmit={submit} aria-label={`Open ${page.title} by id`} noValidate>
      <Stack gap="sm" maw={520}>
        {page.params.map((param, index) => (
          <TextInput
            key={param.name}
            label={param.label}
            required
            autoFocus={index === 0}
            value={values[param.name] ?? ''}
            error={submitted && !values[param.name]?.trim() ? `${param.label} is required` : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [param.name]: value }));
            }}
          />
        ))}
        <Group>
          <Button type="submit">Open {page.title}</Button>
        </Group>
      </Stack>
    </form>
  );
}
