import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useReturnFocus } from '../hooks/use-return-focus';
import { isolateBidi } from './bidi-isolate';
import { ChangeButton } from './change-button';

export interface DestructiveConfirmProps {
  opened: boolean;
  /** Closes without sending anything. */
  onCancel: () => void;
  /** Sends the request; called at most once per opening. */
  onConfirm: () => void;
  /** The request is in flight: the dialog cannot be dismissed and the button shows progress. */
  pending: boolean;
  title: string;
  /** What stops working, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  /** When set, the admin must type this value (e.g. a display name) before confirming. */
  typeToConfirm?: { value: string; label: string };
  /** The warning's heading; for a change that can be reverted by hand, say what it does instead. */
  warning?: string;
}

/**
 * The confirmation every destructive operation goes through: says what stops working, optionally
 * asks to type a name, sends nothing on cancel, and cannot fire twice.
 */
export function DestructiveConfirm({ opened, onCancel, pending, title, ...rest }: DestructiveConfirmProps) {
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      returnFocus={false}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': 'Close without changing anything' }}
      centered
    >
      {/* Modal unmounts its content once closed, so the typed text and the sent-once guard start fresh on every opening. */}
      <ConfirmBody onCancel={onCancel} pending={pending} {...rest} />
    </Modal>
  );
}

function ConfirmBody({ onCancel, onConfirm, pending, children, confirmLabel, typeToConfirm, warning = 'This cannot be undone' }: Omit<DestructiveConfirmProps, 'opened' | 'title'>) {
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const sent = useRef(false);
  const [sentOnce, setSentOnce] = useState(false);
  const matches = !typeToConfirm || typed.trim() === typeToConfirm.value;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!matches || sent.current || pending) return;
    sent.current = true;
    setSentOnce(true);
    onConfirm();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" title={warning}>
          <Stack gap="xs">{children}</Stack>
        </Alert>
        {typeToConfirm && (
          <TextInput
            label={typeToConfirm.label}
            description={
              <>
                Type <strong>{isolateBidi(typeToConfirm.value)}</strong> exactly.
              </>
            }
            required
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && typed !== '' && !matches ? 'The text does not match' : undefined}
            disabled={pending}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus={typeToConfirm ? undefined : true}>
            Cancel
          </Button>
          {/* A fixed dark shade: white text keeps 4.5:1 contrast in the dark scheme too (the theme's
              dark shade 4 does not). A ChangeButton keeps the focus it was pressed with while the
              change is sent; a disabled button would drop it to the page's body. */}
          <ChangeButton type="submit" color="red.9" loading={pending} disabled={!matches || sentOnce}>
            {confirmLabel}
          </ChangeButton>
        </Group>
      </Stack>
    </form>
  );
}
