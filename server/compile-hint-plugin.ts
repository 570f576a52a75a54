// V8's explicit compile hint (the `//# allFunctionsCalledOnLoad` magic comment, Chrome 136 and
// later) on the entry file. Without it V8 compiles a function on the page's main thread the first
// time it runs, and nearly every function of the entry (React, the router, the query client, the
// shell) runs during the first render. With it V8 compiles them all on a background thread while
// the file downloads, so the main thread is free sooner. Only the entry: in the lazy chunks few of
// a file's functions run on a page, and compiling them all did not pay. Other browsers ignore it.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintPlugin(): Plugin {
  return {
    name: 'console:entry-compile-hint',
    apply: 'build',
    generateBundle: {
      // After Vite's own generateBundle, which prepends its preload map to the entry: the comment
      // must be the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.isEntry) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
