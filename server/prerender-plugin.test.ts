import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prerenderedFile } from './build-layout';
import { COLOR_SCHEME_SCRIPT, COLOR_SCHEME_SCRIPT_SOURCE } from './color-scheme-script';
import { STARTUP_MODULES_TEMPLATE_ID } from '../src/startup';
import { withColorSchemeScript, withRootContent, withStartupFiles } from './prerender-plugin';

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

  it('links the start-up stylesheets, and lists its modules in the start-up template, each once', () => {
    const template = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '</head>',
    ].join('\n');
    const html = withStartupFiles(template, { js: ['assets/start-1.js', 'assets/index-1.js', 'assets/shared-1.js'], css: ['assets/index-1.css', 'assets/root-1.css'] });
    const list = new RegExp(`<template id="${STARTUP_MODULES_TEMPLATE_ID}">([\\s\\S]*)</template>\\s*</head>`).exec(html)?.[1] ?? '';
    expect(list.match(/<link[^>]*>/g)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/start-1.js">']);
    expect(html.match(/"\/assets\/index-1\.js"/g)).toHaveLength(1);
    expect(html.match(/shared-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('root-1.css')).toBeGreaterThan(html.indexOf('index-1.css'));
    expect(html.indexOf('root-1.css')).toBeLessThan(html.indexOf('<template'));
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
    expect(() => withStartupFiles('<head></head>', { js: [], css: [] })).toThrow(/stylesheet/);
  });
});
