import { Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import {
  AUTH_CONFIG_COMMON_PATHS, SETTABLE_PROVIDER_MEMBERS, isSettableProvider, type AuthConfig, type ProviderMember, type UpdateAuthConfigInput,
} from '../api/auth-configs';
import { jsonEqual } from '../api/update-mask';
import { useSingleFlight } from '../hooks/use-single-flight';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import {
  COMMON_LABELS, PROVIDER_LABELS, authConfigFormFrom, authConfigFormSchema, buildAuthConfigUpdate, changedCommonPaths, emptyProviders, type AuthConfigFormValues,
} from './auth-config-form';
import { ProviderFields } from './auth-config-provider-fields';
import { ProviderSwitchConfirm } from './auth-config-provider-switch';
import { CheckboxGroupControl, SelectControl, SwitchControl, TagListControl, TextareaControl } from './controls';
import { TextControl } from './text-control';
import { DateTimeControl } from './date-time-control';
import { FormServerError } from './form-server-error';
import { applyServerError } from './server-errors';
import { ChangeButton } from '../components/change-button';

const KEEP = 'keep';
// Only the spec's one-of members are offered; a stored google member is shown, never set here.
const PROVIDER_OPTIONS = [{ value: KEEP, label: 'Keep as stored (not sent)' }, ...SETTABLE_PROVIDER_MEMBERS.map((member) => ({ value: member, label: PROVIDER_LABELS[member] }))];

export interface AuthConfigEditorFormProps {
  id: string;
  initial: AuthConfigFormValues;
  pending: boolean;
  submit: (input: UpdateAuthConfigInput) => Promise<AuthConfig>;
  /** The provider the tenant holds as this browser last saved it; null when unknown (the API cannot read it). */
  storedProvider: ProviderMember | null;
}

/** Wire field (`authConfig.okta.domain`) -> form field (`providers.okta.domain`), or null when this form has none. */
function formFieldFor(wireField: string, provider: string): Path<AuthConfigFormValues> | null {
  const path = wireField.replace(/^authConfig\./, '').replace(/\[\d+\]$/, '');
  const [head = '', ...rest] = path.split('.');
  const common = AUTH_CONFIG_COMMON_PATHS.find((name) => name === head);
  if (common) return common;
  if (!isSettableProvider(head) || head !== provider || rest.length !== 1) return null;
  const field = rest[0] ?? '';
  // Only the member's own fields: `providers.<member>.<field>` must exist in the form model.
  return field in emptyProviders()[head] ? (`providers.${head}.${field}` as Path<AuthConfigFormValues>) : null;
}

export function AuthConfigEditorForm({ id, initial, pending, submit, storedProvider }: AuthConfigEditorFormProps) {
  const [baseline, setBaseline] = useState(initial);
  // The values a provider switch waits with until the admin confirms it.
  const [switching, setSwitching] = useState<AuthConfigFormValues | null>(null);
  // The rules depend on what Save would send, so the resolver checks against the current baseline.
  const baselineRef = useRef(initial);
  useEffect(() => {
    baselineRef.current = baseline;
  }, [baseline]);
  const form = useForm<AuthConfigFormValues>({ defaultValues: initial, resolver: (...args) => zodResolver(authConfigFormSchema(baselineRef.current))(...args) });
  const values = useWatch({ control: form.control }) as AuthConfigFormValues;
  const update = buildAuthConfigUpdate(baseline, values);
  const changed = changedCommonPaths(baseline, values);
  useUnsavedChangesGuard(!jsonEqual(baseline, values) && !pending);

  const save = useSingleFlight(async (current: AuthConfigFormValues, confirmed = false) => {
    const next = buildAuthConfigUpdate(baseline, current);
    if (!next) return;
    // Saving another provider than the stored one (or one this browser cannot know) replaces how everyone signs in.
    if (!confirmed && current.provider && next.paths.includes(current.provider) && current.provider !== storedProvider) {
      setSwitching(current);
      return;
    }
    try {
      const stored = await submit({ id, authConfig: next.authConfig, paths: next.paths });
      // The answer carries no secrets: the form restarts from it, secret fields empty.
      const restart = authConfigFormFrom(stored);
      setBaseline(restart);
      form.reset(restart);
    } catch (error) {
      applyServerError(form.setError, error, (field) => formFieldFor(field, current.provider));
    }
  });

  return (
    <FormProvider {...form}>
      <form aria-label="Auth config" noValidate onSubmit={(event) => void form.handleSubmit((values) => save(values))(event)}>
        <Stack gap="md">
          <Fieldset legend="General">
            <Stack gap="sm">
              <TextControl<AuthConfigFormValues> name="displayName" label="Display name" spellCheck />
              <TagListControl<AuthConfigFormValues> name="bootstrapDomains" label="Bootstrap domains" description="Domains whose users sign in through this provider first." />
              <SwitchControl<AuthConfigFormValues> name="isDefaultBootstrap" label="Default bootstrap provider" />
              <DateTimeControl<AuthConfigFormValues>
                name="deprecationDeadline"
                label="Deprecation deadline (your local time)"
                description="After this moment the provider stops accepting sign-ins."
                clearLabel="Clear the deprecation deadline"
              />
              <TextareaControl<AuthConfigFormValues> name="deprecationMessage" label="Deprecation message" maxRows={undefined} spellCheck />
            </Stack>
          </Fieldset>
          <Fieldset legend="Provider">
            <Stack gap="sm">
              <SelectControl<AuthConfigFormValues>
                name="provider"
                label="Provider"
                description="Saving a provider replaces the stored provider as a whole and clears any other."
                data={PROVIDER_OPTIONS}
                emptyValue={KEEP}
              />
              {values.provider && <ProviderFields key={values.provider} member={values.provider} />}
            </Stack>
          </Fieldset>
          <Fieldset>
            <CheckboxGroupControl<AuthConfigFormValues>
              name="include"
              label="Fields sent with Save"
              description="Changed fields are always sent. Tick an unchanged one to send it as shown, e.g. to clear a stored value."
              locked={changed}
            >
              <Stack gap={6} mt="xs">
                {AUTH_CONFIG_COMMON_PATHS.map((path) => (
                  <Checkbox key={path} value={path} label={`Send ${COMMON_LABELS[path].toLowerCase()}${changed.includes(path) ? ' (changed)' : ''}`} disabled={changed.includes(path)} />
                ))}
              </Stack>
            </CheckboxGroupControl>
          </Fieldset>
          <Text size="sm" role="status">
            {update ? `Save will send updateMask ${update.paths.join(',')}.` : 'No field changed or ticked: nothing to save.'}
          </Text>
          <FormServerError control={form.control} />
          <Group>
            {/* As on Contacts: with nothing to send, Save is disabled and the status above says so. */}
            <ChangeButton type="submit" disabled={!update || pending} loading={pending}>
              Save auth config
            </ChangeButton>
          </Group>
        </Stack>
      </form>
      <ProviderSwitchConfirm
        from={storedProvider}
        to={switching?.provider || null}
        opened={switching !== null}
        pending={pending}
        onCancel={() => setSwitching(null)}
        onConfirm={() => {
          if (switching) void save(switching, true).finally(() => setSwitching(null));
        }}
      />
    </FormProvider>
  );
}
