// Started by the browser entry (src/main.tsx) after the first paint. The first Intl formatter of
// a page loads the locale and time zone data (10-20 ms here, 4 x that on a slow phone), and that
// data is cached for the whole renderer process, not per thread: loading it here, off the main
// thread, makes the page's own first formatter (the history timeline's dates) cost well under a
// millisecond instead of a long task.
import { loadEveryFormat } from './intl-formats';

loadEveryFormat();
close();
