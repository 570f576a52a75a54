import { type PointerEvent, useContext, useEffect, useRef } from 'react';
import { HintContext } from './hint-context';

/**
 * Props for an element that shows `label` in the page's hint tooltip on hover (not touch) and on
 * focus. A label that changes while the element is hovered or focused ("Copied") is shown at once.
 */
export function useHint<T extends HTMLElement>(label: string) {
  const { show, hide } = useContext(HintContext);
  const ref = useRef<T>(null);
  const shownLabel = useRef(label);

  useEffect(() => {
    if (shownLabel.current === label) return;
    shownLabel.current = label;
    const element = ref.current;
    if (element && (element.matches(':hover') || element === document.activeElement)) show(element, label);
  }, [label, show]);
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (element) hide(element);
    };
  }, [hide]);

  return {
    ref,
    onPointerEnter: (event: PointerEvent<T>) => event.pointerType !== 'touch' && show(event.currentTarget, label),
    onPointerLeave: (event: PointerEvent<T>) => hide(event.currentTarget),
    onFocus: (event: { currentTarget: T }) => show(event.currentTarget, label),
    onBlur: (event: { currentTarget: T }) => hide(event.currentTarget),
  };
}
