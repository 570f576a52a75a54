import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { lazyRender, useLazyRender } from '../lazy-render';
import { type Hint, type HintControl, HintContext } from './hint-context';

// Own chunk, loaded at the first hover or focus: Tooltip brings floating-ui, which the first page
// does not otherwise need.
const hintTooltip = lazyRender<[hint: Hint]>(() => import('./hint-tooltip').then((module) => module.hintTooltipElement));

/**
 * One Mantine tooltip for every small hint of the page (a copy button's "Copy …", a relative
 * time's exact date), attached by Tooltip's `target` to the element hovered or focused. A page
 * of ids in a table holds a hundred copy buttons, and a Tooltip each (floating-ui's hooks, its
 * styles) weighed on that page's first render, which an admin waits for after clicking a link.
 */
export function HintProvider({ children }: { children: ReactNode }) {
  const [hint, setHint] = useState<Hint | null>(null);
  // What is shown, readable without a state update: every hinted element hides its hint as it
  // unmounts (a timeline's fast scroll unmounts dozens a second), and only the one shown needs to.
  const shown = useRef<Hint | null>(null);
  const tooltip = useLazyRender(hintTooltip);
  const control = useMemo<HintControl>(() => {
    const set = (next: Hint | null) => {
      shown.current = next;
      setHint(next);
    };
    return {
      show: (element, label) => {
        hintTooltip.ensure();
        if (shown.current?.element !== element || shown.current.label !== label) set({ element, label });
      },
      hide: (element) => {
        if (shown.current?.element === element) set(null);
      },
    };
  }, []);

  // Escape dismisses the hint without moving the pointer or the focus (WCAG 1.4.13).
  useEffect(() => {
    if (!hint) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && control.hide(hint.element);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hint, control]);

  return (
    <HintContext value={control}>
      {children}
      {hint && tooltip?.(hint)}
    </HintContext>
  );
}
