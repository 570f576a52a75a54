import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { OUTCOME_COLOR } from './outcome-color';

/**
 * The result of a destructive request, announced politely. The title keeps the body text colour:
 * Mantine's light-variant titles (yellow 2.7:1, green 3.8:1 on their tint) fail WCAG AA.
 */
export function OutcomeAlert({ kind, title, children }: { kind: 'succeeded' | 'not-found'; title: string; children: ReactNode }) {
  return (
    <Alert color={OUTCOME_COLOR[kind]} variant="light" title={title} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      {children}
    </Alert>
  );
}
