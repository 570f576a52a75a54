import { Code, List, Text } from '@mantine/core';
import type { AccessProfile } from '../../api/access-profiles';
import { isolateBidi } from '../../components/bidi-isolate';
import { DestructiveConfirm } from '../../components/destructive-confirm';

const wrap = { overflowWrap: 'anywhere' } as const;

/** The delete confirmation: the cascade in words, and the profile's display name typed to confirm. */
export function DeleteAccessProfileConfirm({ profile, opened, pending, onCancel, onConfirm }: {
  profile: AccessProfile;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // A profile without a display name is confirmed by its id instead.
  const confirmText = profile.displayName || profile.id;
  return (
    <DestructiveConfirm
      opened={opened}
      onCancel={onCancel}
      onConfirm={onConfirm}
      pending={pending}
      title="Delete this access profile?"
      confirmLabel="Delete access profile"
      typeToConfirm={{ value: confirmText, label: profile.displayName ? "Type the profile's display name to confirm" : "Type the profile's id to confirm" }}
    >
      <Text size="sm">
        {/* Its name in bold; without one, its id as code, as every destructive confirmation names an id. */}
        {profile.displayName ? <strong style={wrap}>{isolateBidi(profile.displayName)}</strong> : <Code style={wrap}>{isolateBidi(profile.id)}</Code>} will be deleted. The deletion cascades:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>its {profile.scopeCount === 1 ? 'scope binding is' : `${profile.scopeCount} scope bindings are`} removed, so the profile can no longer be requested from the catalog;</List.Item>
        <List.Item>
          its backing entitlement <Code>{isolateBidi(profile.appEntitlementId) || '—'}</Code> is deleted;
        </List.Item>
        <List.Item>every outstanding grant of that entitlement ends, so apps acting for those users lose this access at once.</List.Item>
      </List>
      <Text size="sm">The profile stays visible here, marked deleted.</Text>
    </DestructiveConfirm>
  );
}
