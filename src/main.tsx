// The browser entry. Start-up runs in two main-thread tasks instead of one: this module evaluates
// React DOM, the largest module to evaluate (about 30 ms here, 4 × that on a slow phone), and
// src/start.tsx then evaluates the rest of the console and renders it in a task of its own, so
// input is never blocked for their sum (Lighthouse's Total Blocking Time). The HTML preloads
// start's modules (server/prerender-plugin.ts), so the split costs no round trip.
import './mantine-styles';
import 'react-dom/client';

function reportLoadFailure(error: unknown) {
  console.error(error);
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.style.cssText = 'margin:0;padding:12px 16px;background:#fff5f5;color:#c32929;font:14px system-ui,sans-serif';
  note.textContent = 'The console could not load its scripts. Check the connection, then reload the page.';
  document.body.prepend(note);
}

setTimeout(() => void import('./start').catch(reportLoadFailure));
