import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prerenderedFile } from './build-layout';
import { COLOR_SCHEME_SCRIPT, COLOR_SCHEME_SCRIPT_SOURCE } from './color-scheme-script';
import { withColorSchemeScript, withRootContent } from './prerender-plugin';

describe('prerender helpers', () => {
  it('maps each page path to its file in dist/', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/mcp-servers/new')).toBe('mcp-servers/new/index.html');
  });

  it('replaces the boot frame, and only it, with the page markup (even markup with $ patterns)', () => {
    const template = '<head></head><div id="root"><!--boot--><div class="boot">…</div><!--/boot--></div><script src="/a.js"></script>';
    expect(withRootContent(template, '<main>$& $1</main>')).toBe('<head></head><div id="root"><main>$& $1</main></div><script src="/a.js"></script>');
    expect(() => withRootContent('<div id="root"></div>', '<main></main>')).toThrow(/boot/);
  });

  it('puts the colour-scheme script at its marker, with the text the CSP hash allows', () => {
    const html = withColorSchemeScript('<head><meta charset="UTF-8" /><!--color-scheme-script--><link rel="stylesheet"></head>');
    const inline = /<script>([^<]*)<\/script>/.exec(html)?.[1];
    expect(inline).toBe(COLOR_SCHEME_SCRIPT);
    expect(COLOR_SCHEME_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(inline ?? '').digest('base64')}'`);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(() => withColorSchemeScript('<head></head>')).toThrow(/marker/);
  });
});
