// What the browser entry (src/main.tsx) and the build (server/prerender-plugin.ts) agree on about
// start-up: the page is already drawn from the HTML (prerendered, or the boot frame), so the
// console's modules are requested only after the first paint and never compete with the
// stylesheets for it. The HTML lists them, as modulepreloads, inside an inert <template>; moving
// them into <head> requests them all at once, so no module waits for the one that imports it.

export const STARTUP_MODULES_TEMPLATE_ID = 'startup-modules';

/** Requests every start-up module at once: moves the HTML's listed modulepreloads into <head>. */
export function requestStartupModules(doc: Document = document): void {
  const list = doc.getElementById(STARTUP_MODULES_TEMPLATE_ID);
  if (list instanceof HTMLTemplateElement) doc.head.append(list.content);
}

/** Longest start-up waits for the first paint: past it, the modules are requested regardless. */
const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Resolves once the browser reports the page's first paint (a Paint Timing entry, recorded when
 * the frame is presented). A hidden tab paints nothing until it is shown, and a browser without
 * Paint Timing cannot tell: there it resolves at once, and it never waits past FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves in a later main-thread task, so the work after it is a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
