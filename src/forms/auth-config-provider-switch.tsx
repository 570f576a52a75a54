import { Text } from '@mantine/core';
import type { ProviderMember, SettableProviderMember } from '../api/auth-configs';
import { DestructiveConfirm } from '../components/destructive-confirm';
import { PROVIDER_LABELS } from './auth-config-form';

/** The word typed to confirm a switch: the provider's name, without the wire name in brackets. */
export const switchConfirmWord = (member: SettableProviderMember) => PROVIDER_LABELS[member].replace(/\s*\(.*\)$/, '');

/**
 * Replacing the sign-in provider changes how every person of the tenant signs in, so it is
 * confirmed the strongest way (type-to-confirm), as an access profile's delete is.
 */
export function ProviderSwitchConfirm({ from, to, opened, pending, onCancel, onConfirm }: {
  /** The provider the tenant holds, when this browser knows it (its last save); null when the API cannot say. */
  from: ProviderMember | null;
  to: SettableProviderMember | null;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const toLabel = to ? PROVIDER_LABELS[to] : '';
  return (
    <DestructiveConfirm
      opened={opened}
      onCancel={onCancel}
      onConfirm={onConfirm}
      pending={pending}
      title="Replace the sign-in provider?"
      warning="Sign-ins change at once"
      confirmLabel={`Switch to ${toLabel}`}
      typeToConfirm={to ? { value: switchConfirmWord(to), label: 'Type the new provider\'s name to confirm' } : undefined}
    >
      <Text size="sm">
        {from ? (
          <>
            <strong>{PROVIDER_LABELS[from]}</strong> is removed
          </>
        ) : (
          'The provider the tenant holds now (the API cannot read it, so the console cannot name it) is removed'
        )}{' '}
        and <strong>{toLabel}</strong> is set in its place, with the settings in this form.
      </Text>
      <Text size="sm">Everyone who signs in through this auth config uses the new provider from the next sign-in; sessions started elsewhere may fail until the new provider knows them. The old provider&apos;s settings and secret are not kept.</Text>
    </DestructiveConfirm>
  );
}
