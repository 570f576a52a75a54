// The browser entry, kept tiny (src/startup.ts): the console's modules are requested after the
// first paint. Start-up then runs in short main-thread tasks instead of one long one: React DOM is
// evaluated in one (the largest module, about 30 ms here and 4 × that on a slow phone), the
// provider tree (src/app.tsx) in the next, and src/start.tsx evaluates the rest of the console and
// renders it in later ones, so input is never blocked for their sum (Lighthouse's Total Blocking
// Time).
import './mantine-styles';
import { afterFirstPaint, nextTask, requestStartupModules } from './startup';

function reportLoadFailure(error: unknown) {
  console.error(error);
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.style.cssText = 'margin:0;padding:12px 16px;background:#fff5f5;color:#c32929;font:14px system-ui,sans-serif';
  note.textContent = 'The console could not load its scripts. Check the connection, then reload the page.';
  document.body.prepend(note);
}

async function boot() {
  await afterFirstPaint();
  requestStartupModules();
  // Each import evaluates what the ones before it have not: React DOM, then the provider tree
  // (most of Mantine, TanStack Query and Router), then the routes, the layout and the first render.
  await import('react-dom/client');
  await nextTask();
  await import('./app');
  await nextTask();
  await import('./start');
}

boot().catch(reportLoadFailure);
