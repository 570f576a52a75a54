import { Button, Group } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { TextControl } from '../../forms/text-control';
import { useIdForm, type IdValues } from '../../forms/id-form';

const FIELDS = [{ name: 'entitlementId', label: 'Entitlement id' }];

/** Looking up is a read, so it may run from the address; the form just puts the id there. */
export function EntitlementLookupForm({ initial, onLookup }: { initial: string; onLookup: (entitlementId: string) => void }) {
  const form = useIdForm(FIELDS, { entitlementId: initial });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit((valid) => onLookup(valid.entitlementId ?? ''))(event)} noValidate aria-label="Look up an access profile by entitlement">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextControl<IdValues> name="entitlementId" label="Entitlement id" description="The app entitlement the access profile is linked to." required style={{ flex: '1 1 320px' }} />
          <Button type="submit" mt={{ base: 0, xs: 46 }}>
            Look up
          </Button>
        </Group>
      </form>
    </FormProvider>
  );
}
