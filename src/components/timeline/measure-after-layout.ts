// Size readers for TanStack Virtual that never force a layout. Its default reads `offsetHeight`
// when each row mounts, inside React's commit: the browser must then lay out the new rows right
// there, and the commit and that layout become one long main-thread task. These take every size
// from a ResizeObserver instead, which reports after the browser's own layout of the frame and
// before its paint; until then each row has its cached or estimated height. With `directDomUpdates`
// the virtualizer moves the rows as the sizes arrive, so the first paint already shows them in place.
import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

/** `measureElement`: a row's border-box height as observed; before that, its last known size or the estimate. */
export function measureAfterLayout<S extends Element | Window>(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<S, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

const written = new WeakSet<object>();

/**
 * `scrollToFn`: TanStack Virtual's `elementScroll` (`windowScroll` is the same function), less the
 * write of offset 0 it makes as the list mounts. A scroller just created (or a page just opened)
 * is at 0 already, so `scrollTo(0)` moves nothing, but the browser must first lay out the whole new
 * page, inside the commit that mounted it. Keyed by the virtualizer: one list, one first write.
 */
export function scrollUnlessFresh<S extends Element | Window>(offset: number, options: { adjustments?: number; behavior?: ScrollToOptions['behavior'] }, instance: Virtualizer<S, Element>): void {
  if (instance.scrollElement && !written.has(instance)) {
    written.add(instance);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  // One function in TanStack Virtual for both kinds of scroller (`windowScroll === elementScroll`);
  // only its type is split.
  (elementScroll as (offset: number, options: { adjustments?: number; behavior?: ScrollToOptions['behavior'] }, instance: Virtualizer<S, Element>) => void)(offset, options, instance);
}

/**
 * How far below the top of the document `element` starts (a window virtualizer's `scrollMargin`),
 * read when a ResizeObserver reports, after the browser's own layout: when the list or what sits
 * around it (`element`'s parent: notices, the export's progress) changes size. Returns the stop.
 */
export function observePageOffset(element: HTMLElement, onOffset: (offset: number) => void): () => void {
  const view = element.ownerDocument.defaultView;
  if (!view?.ResizeObserver) return () => {};
  const observer = new view.ResizeObserver(() => onOffset(Math.round(element.getBoundingClientRect().top + view.scrollY)));
  observer.observe(element);
  if (element.parentElement) observer.observe(element.parentElement);
  return () => observer.disconnect();
}
