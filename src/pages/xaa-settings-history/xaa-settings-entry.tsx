import { Checkbox, Stack, Text } from '@mantine/core';
import { CHANGE_KINDS, type XaaSettingsHistoryEntry } from '../../api/history';
import { EnumTag } from '../../components/enum-badge';
import { EntryCard } from '../../components/timeline/entry-card';
import type { EntryRenderContext } from '../../components/timeline/history-timeline-view';
import { diffSnapshots } from '../../components/timeline/snapshot-diff';
import { ChangeList, SnapshotTable } from './snapshot-views';

export interface XaaSettingsEntryProps {
  entry: XaaSettingsHistoryEntry;
  context: EntryRenderContext<XaaSettingsHistoryEntry>;
  view: 'changes' | 'full';
  selected: boolean;
  onToggleSelected: (id: string) => void;
}

function EntryBody({ entry, context, view }: Pick<XaaSettingsEntryProps, 'entry' | 'context' | 'view'>) {
  const snapshot = entry.snapshot;
  if (!snapshot) return <Text size="sm" c="dimmed">No settings snapshot was recorded with this entry.</Text>;
  const caption = `Settings after entry ${entry.metadata?.id ?? context.index + 1}`;
  if (view === 'full') return <SnapshotTable snapshot={snapshot} caption={caption} />;
  // The entry before this one in time is the next one in the newest-first list.
  const older = context.entries[context.index + 1];
  if (older?.snapshot) return <ChangeList changes={diffSnapshots(older.snapshot, snapshot)} />;
  const note = older ? 'The previous entry has no snapshot to compare with; the settings after this change:'
    : context.hasNextPage ? 'The previous entry is not loaded yet; the settings after this change:'
    : 'The first recorded settings:';
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">{note}</Text>
      <SnapshotTable snapshot={snapshot} caption={caption} />
    </Stack>
  );
}

/** One settings change: what changed against the older snapshot (or the full snapshot). */
export function XaaSettingsEntry({ entry, context, view, selected, onToggleSelected }: XaaSettingsEntryProps) {
  const id = entry.metadata?.id ?? '';
  return (
    <EntryCard
      metadata={entry.metadata}
      context={context}
      selected={selected}
      kinds={entry.metadata && <EnumTag value={entry.metadata.changeKind} prefix="CHANGE_KIND" known={CHANGE_KINDS} />}
      actions={
        id ? <Checkbox size="xs" label="Compare" aria-label={`Select entry ${id} to compare`} checked={selected} onChange={() => onToggleSelected(id)} disabled={!entry.snapshot} /> : undefined
      }
    >
      <EntryBody entry={entry} context={context} view={view} />
    </EntryCard>
  );
}
