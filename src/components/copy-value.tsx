import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';

/** An id or other value in monospace with a copy button whose name says what it copies. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  if (!value) return <Code c="dimmed">—</Code>;
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{value}</Code>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
            <ActionIcon variant="subtle" size="sm" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy ${label}`}>
              <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
