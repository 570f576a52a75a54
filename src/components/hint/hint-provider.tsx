import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Hint, type HintControl, HintContext } from './hint-context';

// Own chunk, loaded at the first hover or focus: Tooltip brings floating-ui, which the first page
// does not otherwise need. Rendered once loaded rather than through React.lazy, whose Suspense
// reveals a component no sooner than 300 ms after its fallback: the first hint would lag so.
const loadHintTooltip = () => import('./hint-tooltip').then((module) => module.hintTooltipElement);

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
  const [tooltip, setTooltip] = useState<((hint: Hint) => ReactNode) | null>(null);
  const loading = useRef(false);
  const control = useMemo<HintControl>(() => {
    const set = (next: Hint | null) => {
      shown.current = next;
      setHint(next);
    };
    return {
      show: (element, label) => {
        if (!loading.current) {
          loading.current = true;
          loadHintTooltip().then(
            (element) => setTooltip(() => element),
            () => (loading.current = false), // the server cannot be reached now: the next hint tries again
          );
        }
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
