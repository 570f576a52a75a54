import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ComponentPropsWithoutRef } from 'react';
import { VIEWER_REASON, useCanChangeTenant } from '../session/permissions';

export type ChangeButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/**
 * A button that sends a change to the tenant (Save, Set owners, Delete, Register...). For someone
 * who may not change the tenant it does nothing and says why: disabled by `aria-disabled`, not
 * `disabled`, so it stays focusable and the reason, its accessible description and a tooltip on
 * hover and focus, is reachable by keyboard (Mantine's pattern for a tooltip on a disabled button).
 * A click, and the Enter that submits a form through it, are cancelled.
 */
export function ChangeButton(props: ChangeButtonProps) {
  const allowed = useCanChangeTenant();
  const reasonId = useId();
  if (allowed) return <Button {...props} />;
  const { onClick: _onClick, loading: _loading, disabled: _disabled, ...rest } = props;
  return (
    <>
      <Tooltip label={VIEWER_REASON} events={{ hover: true, focus: true, touch: true }}>
        <Button {...rest} data-disabled aria-disabled="true" aria-describedby={reasonId} onClick={(event) => event.preventDefault()} />
      </Tooltip>
      <VisuallyHidden id={reasonId}>{VIEWER_REASON}</VisuallyHidden>
    </>
  );
}
