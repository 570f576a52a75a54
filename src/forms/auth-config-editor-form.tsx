import { Alert, Checkbox, Fieldset, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { AUTH_CONFIG_COMMON_PATHS, SETTABLE_PROVIDER_MEMBERS, isSettableProvider, type AuthConfig, type UpdateAuthConfigInput } from '../api/auth-configs';
import { jsonEqual } from '../api/update-mask';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { FormListField, FormTextField } from './auth-config-fields';
import {
  COMMON_LABELS, PROVIDER_LABELS, authConfigFormFrom, buildAuthConfigUpdate, changedCommonPaths, validateAuthConfigUpdate, type AuthConfigFormValues,
} from './auth-config-form';
import { ProviderFields } from './auth-config-provider-fields';
import { placeFieldViolations } from './server-field-errors';
import { ChangeButton } from '../components/change-button';

const KEEP = 'keep';
// Only the spec's one-of members are offered; a stored google member is shown, never set here.
const PROVIDER_OPTIONS = [{ value: KEEP, label: 'Not part of this save (keep as stored)' }, ...SETTABLE_PROVIDER_MEMBERS.map((member) => ({ value: member, label: PROVIDER_LABELS[member] }))];

export interface AuthConfigEditorFormProps {
  id: string;
  initial: AuthConfigFormValues;
  pending: boolean;
  submit: (input: UpdateAuthConfigInput) => Promise<AuthConfig>;
  onServerError: (error: unknown, unplaced: boolean) => void;
}

/** Wire field (`authConfig.okta.domain`) -> form field (`providers.okta.domain`), or null when this form has none. */
function formFieldFor(wireField: string, provider: string): string | null {
  const path = wireField.replace(/^authConfig\./, '');
  const [head = '', ...rest] = path.split('.');
  if ((AUTH_CONFIG_COMMON_PATHS as readonly string[]).includes(head)) return head;
  if (isSettableProvider(head) && head === provider && rest.length) return `providers.${head}.${rest.join('.')}`;
  return null;
}

export function AuthConfigEditorForm({ id, initial, pending, submit, onServerError }: AuthConfigEditorFormProps) {
  const [baseline, setBaseline] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<AuthConfigFormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as AuthConfigFormValues;
  const update = buildAuthConfigUpdate(baseline, values);
  const changed = changedCommonPaths(baseline, values);
  useUnsavedChangesGuard(!jsonEqual(baseline, values) && !pending);

  async function save(current: AuthConfigFormValues) {
    setNotice(null);
    const next = buildAuthConfigUpdate(baseline, current);
    if (!next) {
      setNotice('Nothing changed, so nothing was sent.');
      return;
    }
    const problems = validateAuthConfigUpdate(current, next);
    if (problems.length) {
      for (const problem of problems) form.setError(problem.name as Path<AuthConfigFormValues>, { message: problem.message });
      return;
    }
    try {
      const stored = await submit({ id, authConfig: next.authConfig, paths: next.paths });
      // The answer carries no secrets: the form restarts from it, secret fields empty.
      const restart = authConfigFormFrom(stored);
      setBaseline(restart);
      form.reset(restart);
    } catch (error) {
      const { placed, unplaced } = placeFieldViolations(error, (field) => formFieldFor(field, current.provider));
      for (const { name, message } of placed) form.setError(name as Path<AuthConfigFormValues>, { message });
      onServerError(error, unplaced);
    }
  }

  return (
    <FormProvider {...form}>
      <form aria-label="Auth config" noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <Stack gap="md">
          <Fieldset legend="General">
            <Stack gap="sm">
              <FormTextField name="displayName" label="Display name" />
              <FormListField name="bootstrapDomains" label="Bootstrap domains" description="Domains whose users sign in through this provider first." />
              <Controller
                control={form.control}
                name="isDefaultBootstrap"
                render={({ field }) => <Switch label="Default bootstrap provider" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
              />
              <Controller
                control={form.control}
                name="deprecationDeadline"
                render={({ field, fieldState }) => (
                  <DateTimePicker
                    label="Deprecation deadline (your local time)"
                    description="After this moment the provider stops accepting sign-ins."
                    clearable
                    valueFormat="YYYY-MM-DD HH:mm"
                    // Mantine leaves these controls unnamed; screen readers and axe need names.
                    // A titled modal gives the picker a dialog name (the popover's is unnamed); no
                    // red weekends or greyed outside days, both below AA contrast.
                    dropdownType="modal"
                    modalProps={{ title: 'Pick the deprecation deadline', closeButtonProps: { 'aria-label': 'Close' } }}
                    weekendDays={[]}
                    hideOutsideDates
                    nextLabel="Next month"
                    previousLabel="Previous month"
                    timePickerProps={{ hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes', secondsInputLabel: 'Seconds', amPmInputLabel: 'AM or PM' }}
                    submitButtonProps={{ 'aria-label': 'Use this date and time' }}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <FormTextField name="deprecationMessage" label="Deprecation message" multiline />
            </Stack>
          </Fieldset>
          <Fieldset legend="Provider">
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="provider"
                render={({ field }) => (
                  <Select
                    label="Provider"
                    description="Saving a provider replaces the stored provider as a whole and clears any other."
                    data={PROVIDER_OPTIONS}
                    allowDeselect={false}
                    value={field.value || KEEP}
                    onChange={(value) => field.onChange(value && isSettableProvider(value) ? value : '')}
                  />
                )}
              />
              {values.provider && <ProviderFields key={values.provider} member={values.provider} />}
            </Stack>
          </Fieldset>
          <Fieldset legend="Fields sent with Save">
            <Stack gap={6}>
              <Text size="xs" c="dimmed">Changed fields are always sent. Tick an unchanged one to send it as shown, e.g. to clear a stored value.</Text>
              <Controller
                control={form.control}
                name="include"
                render={({ field }) => (
                  <>
                    {AUTH_CONFIG_COMMON_PATHS.map((path) => (
                      <Checkbox
                        key={path}
                        label={`Send ${COMMON_LABELS[path].toLowerCase()}${changed.includes(path) ? ' (changed)' : ''}`}
                        checked={changed.includes(path) || field.value.includes(path)}
                        disabled={changed.includes(path)}
                        onChange={(event) => field.onChange(event.currentTarget.checked ? [...field.value, path] : field.value.filter((item) => item !== path))}
                      />
                    ))}
                  </>
                )}
              />
            </Stack>
          </Fieldset>
          <Text size="sm" role="status">
            {update ? `Save will send updateMask ${update.paths.join(',')}.` : 'Nothing changed yet: Save would send nothing.'}
          </Text>
          {notice && <Alert color="gray" variant="light" role="status">{notice}</Alert>}
          <Group>
            <ChangeButton type="submit" disabled={pending} loading={pending}>
              Save auth config
            </ChangeButton>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
