import { Modal, Stack, Text, Title } from '@mantine/core';
import type { XaaSettingsHistoryEntry } from '../../api/history';
import { DataTable } from '../../components/data-table';
import { DateTime } from '../../components/date-time';
import { compareSnapshots, diffSnapshots } from '../../components/timeline/snapshot-diff';
import classes from '../../components/timeline/timeline.module.css';
import { useMountOnFirstOpen } from '../../hooks/use-mount-on-first-open';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { ChangeList } from './snapshot-views';

/** Two settings snapshots side by side, the older on the left; differing fields marked. */
export function CompareModal({ pair, onClose }: { pair: [XaaSettingsHistoryEntry, XaaSettingsHistoryEntry] | null; onClose: () => void }) {
  const { mounted, opened } = useMountOnFirstOpen(pair !== null);
  useReturnFocus(opened);
  if (!mounted) return null;
  return (
    <Modal.Root opened={opened} onClose={onClose} size="xl" returnFocus={false}>
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": a <header> inside the dialog is not a second page banner (axe landmark rules). */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>Compare settings</Modal.Title>
          <Modal.CloseButton aria-label="Close comparison" />
        </Modal.Header>
        <Modal.Body>{pair && <CompareBody older={pair[0]} newer={pair[1]} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function CompareBody({ older, newer }: { older: XaaSettingsHistoryEntry; newer: XaaSettingsHistoryEntry }) {
  if (!older.snapshot || !newer.snapshot) return <Text size="sm">One of the entries has no snapshot.</Text>;
  return (
    <Stack gap="sm">
      <Title order={3} size="sm">What changed from the older to the newer entry</Title>
      <ChangeList changes={diffSnapshots(older.snapshot, newer.snapshot)} />
      <DataTable striped withTableBorder aria-label="Settings side by side" layout="fixed">
        <thead>
          <tr>
            {/* At least as wide as a setting's longest word ("algorithms", "(changed)"): 28% of a
                phone's dialog broke them mid-word. */}
            <th scope="col" style={{ width: 'max(28%, 8rem)' }}>Setting</th>
            {[older, newer].map((entry, index) => (
              <th scope="col" key={index}>
                {index === 0 ? 'Older' : 'Newer'}: {entry.metadata?.id || '—'}
                <Text span display="block" size="xs" c="dimmed" fw={400}><DateTime value={entry.metadata?.createdAt} /></Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compareSnapshots(older.snapshot, newer.snapshot).map(({ field, label, before, after, status }) => {
            const marked = status !== 'same';
            return (
              <tr key={field} data-changed={marked || undefined}>
                <th scope="row" style={{ fontWeight: marked ? 700 : 500 }}>{label}{marked && <span className={classes.after}> ({status})</span>}</th>
                <td style={{ overflowWrap: 'anywhere' }}>{before}</td>
                <td style={{ overflowWrap: 'anywhere', fontWeight: marked ? 700 : undefined }}>{after}</td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </Stack>
  );
}
