import { Text } from '@mantine/core';
import type { XaaSettingsSnapshot } from '../../api/history';
import { DataTable } from '../../components/data-table';
import { algorithmLabel, snapshotFields, type SnapshotChange } from '../../components/timeline/snapshot-diff';
import classes from '../../components/timeline/timeline.module.css';

function ChangeWords({ change }: { change: SnapshotChange }) {
  if (change.kind === 'set') {
    return (
      <>
        {change.label}:{' '}
        {change.added.length > 0 && <>added <ins className={classes.after}>{change.added.map(algorithmLabel).join(', ')}</ins></>}
        {change.added.length > 0 && change.removed.length > 0 && '; '}
        {change.removed.length > 0 && <>removed <del className={classes.before}>{change.removed.map(algorithmLabel).join(', ')}</del></>}
      </>
    );
  }
  if (change.kind === 'reordered') return <>{change.text}</>;
  // "Label: before → after", the words of change.text with before and after marked up.
  const [label, rest = ''] = [change.text.slice(0, change.label.length), change.text.slice(change.label.length + 2)];
  const [before, after] = rest.split(' → ');
  return (
    <>
      {label}: <del className={classes.before}>{before}</del> → <ins className={classes.after}>{after}</ins>
    </>
  );
}

/** "What changed" against the older snapshot, one line per field. */
export function ChangeList({ changes }: { changes: readonly SnapshotChange[] }) {
  if (!changes.length) return <Text size="sm" c="dimmed">Saved without a change to any setting.</Text>;
  return (
    <ul className={classes.changes} aria-label="What changed">
      {changes.map((change) => (
        <li key={change.field}>
          <ChangeWords change={change} />
        </li>
      ))}
    </ul>
  );
}

/** Every field of one snapshot. */
export function SnapshotTable({ snapshot, caption }: { snapshot: XaaSettingsSnapshot; caption: string }) {
  return (
    <DataTable withRowBorders={false} verticalSpacing={2} aria-label={caption} layout="fixed">
      <tbody>
        {snapshotFields(snapshot).map(({ field, label, value }) => (
          <tr key={field}>
            <th scope="row" className={classes.snapshotLabel}>{label}</th>
            <td style={{ overflowWrap: 'anywhere' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
