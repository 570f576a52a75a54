import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiErrorAlert } from '../api-error-alert';
import { formatCount } from '../date-format';
import { downloadText } from './history-export';
import type { LoadProgress } from './use-history-timeline';

export interface ExportFormat<E> {
  /** Button text: "Export CSV". */
  label: string;
  extension: string;
  type: string;
  serialize: (entries: readonly E[]) => string;
}

export interface ExportEntriesProps<E> {
  /** What the export holds, said above the buttons ("54 entries matching actor = …, whole history"). */
  description: string;
  /** Every entry the export holds, loading what it needs first; rejects when a page fails. */
  loadEntries: (progress: LoadProgress) => Promise<readonly E[]>;
  /** The file name without extension, once the entries are known. */
  fileStem: (entries: readonly E[]) => string;
  formats: readonly ExportFormat<E>[];
  /** Stops the page in flight when the admin cancels. */
  onCancel?: () => void;
  /** Why there is nothing to export ("Nothing to export: no entry matches the filters"): said in place of the description, and the disabled buttons are described by it. */
  disabledReason?: string;
}

type ExportState = { step: 'idle' } | { step: 'loading'; loaded: number } | { step: 'failed'; error: unknown; format: number } | { step: 'saved'; fileName: string };

/**
 * Export buttons that export what the admin asked for, not merely what is loaded: they load the
 * pages needed (with progress and Cancel), then save the file named for what it holds.
 */
export function ExportEntries<E>({ description, loadEntries, fileStem, formats, onCancel, disabledReason }: ExportEntriesProps<E>) {
  const statusId = useId();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async (index: number) => {
    const format = formats[index];
    if (!format) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'loading', loaded: 0 });
    try {
      // A page that lands after Cancel reports nothing.
      const onProgress = (loaded: number) => !controller.signal.aborted && setState({ step: 'loading', loaded });
      const entries = await loadEntries({ signal: controller.signal, onProgress });
      if (controller.signal.aborted) return;
      const fileName = `${fileStem(entries)}.${format.extension}`;
      downloadText(fileName, format.serialize(entries), format.type);
      setState({ step: 'saved', fileName });
    } catch (error) {
      if (!controller.signal.aborted) setState({ step: 'failed', error, format: index });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };
  const cancel = () => {
    running.current?.abort();
    onCancel?.();
    setState({ step: 'idle' });
  };

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite" id={statusId}>{disabledReason ?? `Export holds ${description}`}</Text>
        <Group gap="xs" wrap="wrap">
          {state.step === 'loading' ? (
            <Button variant="default" size="xs" onClick={cancel}>Cancel export</Button>
          ) : (
            formats.map((format, index) => (
              <Button key={format.extension} variant="default" size="xs" onClick={() => void run(index)} disabled={Boolean(disabledReason)} aria-describedby={disabledReason ? statusId : undefined}>
                {format.label}
              </Button>
            ))
          )}
        </Group>
      </Group>
      {state.step === 'loading' && (
        // The total is unknown until the last page (the API gives no count): an indeterminate bar plus the running count.
        <Progress value={100} striped animated size="sm" aria-label={`Loading entries for the export: ${formatCount(state.loaded)} loaded so far`} />
      )}
      {state.step === 'failed' && (
        <ApiErrorAlert error={state.error} title="Export stopped: a page failed to load, nothing was saved" onRetry={() => void run(state.format)} />
      )}
      {state.step === 'saved' && <Text size="xs" c="dimmed" role="status">Saved {state.fileName}</Text>}
    </Stack>
  );
}
