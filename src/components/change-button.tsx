import { Button, type ButtonProps, Loader, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { VIEWER_REASON, useCanChangeTenant } from '../session/permissions';

export type ChangeButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

const cancel = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A button that sends a change to the tenant (Save, Set owners, Delete, Register...). While it
 * cannot be used it is disabled by `aria-disabled`, not `disabled`, and a click, or the Enter that
 * submits a form through it, is cancelled:
 * - for an admin, while the change is sent (`loading`) or there is nothing to send (`disabled`): a
 *   disabled button drops the focus the admin gave it to the page's body, so after Save by
 *   keyboard the next Tab would start again from the top of the page;
 * - for someone who may not change the tenant, always, with the reason as its accessible
 *   description and a tooltip on hover and focus, reachable by keyboard (Mantine's pattern for a
 *   tooltip on a disabled button).
 */
export function ChangeButton(props: ChangeButtonProps) {
  const allowed = useCanChangeTenant();
  const reasonId = useId();
  const { onClick: _onClick, loading, disabled, ...rest } = props;
  if (allowed && !loading && !disabled) return <Button {...props} />;
  if (allowed) {
    return <Button {...rest} data-disabled aria-disabled="true" aria-busy={loading || undefined} leftSection={loading ? <Loader size="xs" color="currentColor" /> : rest.leftSection} onClick={cancel} />;
  }
  return (
    <>
      <Tooltip label={VIEWER_REASON} events={{ hover: true, focus: true, touch: true }}>
        <Button {...rest} data-disabled aria-disabled="true" aria-describedby={reasonId} onClick={cancel} />
      </Tooltip>
      <VisuallyHidden id={reasonId}>{VIEWER_REASON}</VisuallyHidden>
    </>
  );
}
