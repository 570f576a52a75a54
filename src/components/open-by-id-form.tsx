import { Button, Group, Stack } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { FormProvider } from 'react-hook-form';
import { TextControl } from '../forms/text-control';
import { useIdForm, type IdValues } from '../forms/id-form';
import { idsFromConsoleAddress } from '../resolve-path';
import type { CatalogPage } from '../route-catalog';

/**
 * The small form a page shows when its URL lacks ids: one labelled field per path parameter. A
 * field given an address of this console whose route has its parameter (an admin pastes the URL of
 * the page they were on) takes the ids from it: at once when pasted, and when the form is sent.
 */
export function OpenByIdForm({ page, initial = {} }: { page: CatalogPage; initial?: Readonly<Record<string, string>> }) {
  const form = useIdForm(page.params, initial);
  const navigate = useNavigate();
  const router = useRouter();
  const idsIn = (name: string, text: string) => idsFromConsoleAddress(router, page.params, name, text, window.location.origin);
  const open = (values: IdValues) => {
    const params = { ...values };
    for (const param of page.params) Object.assign(params, idsIn(param.name, values[param.name] ?? ''));
    return navigate({ to: page.path, params });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(open)(event)} aria-label={`Open ${page.title} by id`} noValidate>
        <Stack gap="sm" maw={520}>
          {page.params.map((param, index) => (
            <TextControl<IdValues>
              key={param.name}
              name={param.name}
              label={param.label}
              required
              autoFocus={index === 0}
              onPaste={(event) => {
                const ids = idsIn(param.name, event.clipboardData.getData('text/plain'));
                if (!ids) return;
                event.preventDefault();
                for (const [name, value] of Object.entries(ids)) form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
              }}
            />
          ))}
          <Group>
            <Button type="submit">Open {page.title}</Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
