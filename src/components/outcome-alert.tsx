import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

const COLOR = { succeeded: 'green', 'not-found': 'yellow' } as const;

/**
 * The result of a destructive request, announced politely. The title keeps the body text colour:
 * Mantine's light-variant titles (yellow 2.7:1, green 3.8:1 on their tint) fail WCAG AA.
 */
export function OutcomeAlert({ kind, title, children }: { kind: keyof typeof COLOR; title: string; children: ReactNode }) {
  return (
    <Alert color={COLOR[kind]} variant="light" title={title} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      {children}
    </Alert>
  );
}
