import { Alert, Group, Stack, Text } from '@mantine/core';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { authConfigSchema, providerMemberOf, useUpdateAuthConfigMutation, withoutSecrets, type AuthConfig, type UpdateAuthConfigInput } from '../../api/auth-configs';
import { CopyValue } from '../../components/copy-value';
import { DateTime } from '../../components/date-time';
import { DeferredBody } from '../../components/deferred-body';
import { PageFrame } from '../../components/page-frame';
import { PageHeading } from '../../components/page-heading';
import { showNotification } from '../../components/notify';
import { authConfigFormFrom, emptyAuthConfigForm } from '../../forms/auth-config-form';
import { AuthConfigEditorForm } from '../../forms/auth-config-editor-form';
import { readLastSaved, writeLastSaved, type LastSaved } from '../../forms/last-saved-store';
import { StoredAuthConfig } from './stored-auth-config';

const lastSavedKey = (id: string) => `auth-config:${id}`;

const routeApi = getRouteApi('/settings/auth-configs/$id');

function AuthConfigEditorPage() {
  const { id } = routeApi.useParams();
  // Keyed by id so that moving to another config starts fresh.
  return <AuthConfigEditor key={id} id={id} />;
}

function AuthConfigEditor({ id }: { id: string }) {
  const [lastSaved, setLastSaved] = useState<LastSaved<AuthConfig> | null>(() => readLastSaved(lastSavedKey(id), authConfigSchema));
  const [initial] = useState(() => (lastSaved ? authConfigFormFrom(lastSaved.value) : emptyAuthConfigForm()));
  const mutation = useUpdateAuthConfigMutation();

  async function submit(input: UpdateAuthConfigInput): Promise<AuthConfig> {
    const stored = withoutSecrets(await mutation.mutateAsync(input));
    setLastSaved(writeLastSaved(lastSavedKey(id), stored));
    showNotification({ id: `auth-config-saved:${id}`, color: 'green', title: 'Auth config saved', message: `Sent: ${input.paths.join(', ')}` });
    return stored;
  }

  return (
    <PageFrame column="form">
      <Stack gap="md">
        <Stack gap="xs">
          <PageHeading />
          <Group gap="xs">
            <Text size="sm">Auth config</Text>
            <CopyValue value={id} label="auth config id" />
          </Group>
        </Stack>
        <DeferredBody>
          <Alert color="blue" variant="light">
            {lastSaved ? (
              <>
                The form starts from the answer to the last save made from this browser (<DateTime value={lastSaved.savedAt} />), not from a fresh read.
              </>
            ) : (
              'The form starts empty: it does not show what the tenant holds.'
            )}
          </Alert>
          <AuthConfigEditorForm id={id} initial={initial} pending={mutation.isPending} submit={submit} storedProvider={lastSaved ? providerMemberOf(lastSaved.value) : null} />
          {lastSaved && <StoredAuthConfig saved={lastSaved} />}
        </DeferredBody>
      </Stack>
    </PageFrame>
  );
}

export const Route = createLazyRoute(routeApi.id)({ component: AuthConfigEditorPage });
