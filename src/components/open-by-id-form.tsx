import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { FormProvider } from 'react-hook-form';
import { TextControl } from '../forms/text-control';
import { useIdForm, type IdValues } from '../forms/id-form';
import type { CatalogPage } from '../route-catalog';

/** The small form a page shows when its URL lacks ids: one labelled field per path parameter. */
export function OpenByIdForm({ page, initial = {} }: { page: CatalogPage; initial?: Readonly<Record<string, string>> }) {
  const form = useIdForm(page.params, initial);
  const navigate = useNavigate();

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit((params) => navigate({ to: page.path, params }))(event)} aria-label={`Open ${page.title} by id`} noValidate>
        <Stack gap="sm" maw={520}>
          {page.params.map((param, index) => (
            <TextControl<IdValues> key={param.name} name={param.name} label={param.label} required autoFocus={index === 0} />
          ))}
          <Group>
            <Button type="submit">Open {page.title}</Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
