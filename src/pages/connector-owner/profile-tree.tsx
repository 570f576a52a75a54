import { Code, Text } from '@mantine/core';
import { isolateBidi } from '../../components/bidi-isolate';

const MAX_DEPTH = 12;

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <Text span c="dimmed" ff="monospace" size="sm">null</Text>;
  if (typeof value === 'string') return value ? <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>{isolateBidi(value)}</Text> : <Text span c="dimmed" size="sm">(empty)</Text>;
  if (typeof value === 'number' || typeof value === 'boolean') return <Code>{String(value)}</Code>;
  return <Code>{JSON.stringify(value)}</Code>;
}

function Node({ value, depth }: { value: unknown; depth: number }) {
  if (value === null || typeof value !== 'object') return <Scalar value={value} />;
  if (depth >= MAX_DEPTH) return <Code>{JSON.stringify(value)}</Code>;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [`[${index}]`, item]) : Object.entries(value);
  if (entries.length === 0) return <Text span c="dimmed" size="sm">{Array.isArray(value) ? '(empty list)' : '(empty)'}</Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, paddingLeft: depth === 0 ? 0 : 18, borderLeft: depth === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}>
      {entries.map(([key, child]) => {
        const nested = child !== null && typeof child === 'object';
        return (
          <li key={key} style={{ padding: '2px 0 2px 6px' }}>
            <Text span fw={600} size="sm" ff="monospace">
              {isolateBidi(key)}
            </Text>
            <Text span size="sm" c="dimmed">
              {nested ? (Array.isArray(child) ? ` (${child.length} item${child.length === 1 ? '' : 's'})` : '') : ': '}
            </Text>
            {nested ? <Node value={child} depth={depth + 1} /> : <Scalar value={child} />}
          </li>
        );
      })}
    </ul>
  );
}

/** A free-form JSON object (the user's profile) as an indented, readable tree. */
export function ProfileTree({ value, label }: { value: Record<string, unknown>; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <Node value={value} depth={0} />
    </div>
  );
}
