import { Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { XaaSettingsHistoryEntry } from '../../api/history';
import { DateTime } from '../../components/date-time';
import { compareSnapshots, diffSnapshots } from '../../components/timeline/snapshot-diff';
import classes from '../../components/timeline/timeline.module.css';
import { useMountOnFirstOpen } from '../../hooks/use-mount-on-first-open';
import { ChangeList } from './snapshot-views';

/** Two settings snapshots side by side, the older on the left; differing fields marked. */
export function CompareModal({ pair, onClose }: { pair: [XaaSettingsHistoryEntry, XaaSettingsHistoryEntry] | null; onClose: () => void }) {
  const { mounted, opened } = useMountOnFirstOpen(pair !== null);
  if (!mounted) return null;
  return (
    <Modal.Root opened={opened} onClose={onClose} size="xl">
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": a <header> inside the dialog is not a second page banner (axe landmark rules). */}
        <Modal.Header role="none">
          <Modal.Title>Compare settings</Modal.Title>
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
      <Table striped withTableBorder fz="sm" aria-label="Settings side by side" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="28%">Setting</Table.Th>
            {[older, newer].map((entry, index) => (
              <Table.Th scope="col" key={index}>
                {index === 0 ? 'Older' : 'Newer'}: {entry.metadata?.id || '—'}
                <Text span display="block" size="xs" c="dimmed" fw={400}><DateTime value={entry.metadata?.createdAt} /></Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {compareSnapshots(older.snapshot, newer.snapshot).map(({ field, label, before, after, status }) => {
            const marked = status !== 'same';
            return (
              <Table.Tr key={field} data-changed={marked || undefined}>
                <Table.Th scope="row" fw={marked ? 700 : 500}>{label}{marked && <span className={classes.after}> ({status})</span>}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{before}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }} fw={marked ? 700 : undefined}>{after}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
