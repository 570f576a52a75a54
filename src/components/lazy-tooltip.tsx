import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';

interface TargetProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The target's own handler, then this component's. */
function after<E>(own: ((event: E) => void) | undefined, ours: (event: E) => void): (event: E) => void {
  return (event) => {
    own?.(event);
    ours(event);
  };
}

export interface LazyTooltipProps extends Omit<TooltipProps, 'children' | 'target' | 'opened' | 'label'> {
  label: ReactNode;
  /** One element that takes pointer, focus and key handlers (chained with its own). */
  children: ReactElement<TargetProps>;
}

/**
 * Mantine's Tooltip, mounted the first time its target is hovered or focused. A mounted Tooltip
 * sets up floating-ui and a portal inside React's commit, from refs and layout effects, so the
 * commit re-renders synchronously: a few milliseconds for each timestamp and copy button of a
 * list (three per timeline row). The target is never re-created when the tooltip mounts (the
 * tooltip is its sibling, anchored with `target`), so neither focus nor hover is lost. Shown on
 * hover and on focus, hidden on leave, blur and Escape.
 */
export function LazyTooltip({ label, children, ...tooltipProps }: LazyTooltipProps) {
  // The element hovered or focused (no ref: a ref callback that set state would re-render
  // synchronously inside the commit, the cost this component avoids).
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (event: SyntheticEvent<HTMLElement>) => {
    setTarget(event.currentTarget);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  const own = children.props;
  const trigger = cloneElement(children, {
    onPointerEnter: after(own.onPointerEnter, show),
    onPointerLeave: after(own.onPointerLeave, hide),
    onFocus: after(own.onFocus, show),
    onBlur: after(own.onBlur, hide),
    onKeyDown: after(own.onKeyDown, (event) => {
      if (event.key === 'Escape') hide();
    }),
  });
  return (
    <>
      {target && <Tooltip {...tooltipProps} label={label} target={target} opened={opened} />}
      {trigger}
    </>
  );
}
