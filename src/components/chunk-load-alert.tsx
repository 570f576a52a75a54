import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ChunkLoadOutcome, consoleServerAnswers, recoverFromChunkLoadError } from './chunk-load';

const WORDS: Record<Exclude<ChunkLoadOutcome, 'reloading'>, { title: string; message: string }> = {
  unreachable: {
    title: 'The console server cannot be reached',
    message: 'This page has not been opened before in this tab, and the console server does not answer, so it cannot be loaded. Nothing was changed. The pages you already opened keep working; retry once the server is back.',
  },
  'still-missing': {
    title: 'This page could not be loaded',
    message: 'The console was updated while this tab was open, and loading it again did not help. Nothing was changed. Reload the page; if it keeps failing, the console server is misconfigured.',
  },
};

/**
 * A lazy page whose code could not be fetched (src/components/chunk-load.ts): while it finds out
 * why, it says so; a stale file reloads the page once; otherwise it says what the admin can do.
 */
export function ChunkLoadAlert() {
  const [outcome, setOutcome] = useState<ChunkLoadOutcome | 'checking'>('checking');
  useEffect(() => {
    let current = true;
    void recoverFromChunkLoadError().then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, []);
  if (outcome === 'checking' || outcome === 'reloading') {
    return (
      <Text c="dimmed" size="sm" role="status">
        Loading this page again…
      </Text>
    );
  }
  const { title, message } = WORDS[outcome];
  return (
    <Alert color="orange" variant="light" title={title} role="alert">
      <Text size="sm">{message}</Text>
      <Group mt="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setOutcome('checking');
            // A page load fetches every file again, which a retried import() may not.
            void consoleServerAnswers().then((answers) => (answers ? window.location.reload() : setOutcome('unreachable')));
          }}
        >
          {outcome === 'unreachable' ? 'Retry' : 'Reload the page'}
        </Button>
      </Group>
    </Alert>
  );
}
