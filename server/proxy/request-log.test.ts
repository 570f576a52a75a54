import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProxyLogger, logRequest, type Level, type RequestLine } from './request-log';
import { stripControls } from './safe-text';

/** Lines a logger writes, parsed. */
function capture(level: Level = 'info') {
  const lines: string[] = [];
  const logger = createProxyLogger({ write: (line: string) => void lines.push(line) }, level);
  return { logger, lines };
}

const LINES: RequestLine[] = [
  { method: 'GET', url: '/api/v1/apps/A/authzen_servers?pageSize=2&secret=q', status: 200, durationMs: 1.234, tokenCache: 'hit', traceId: '0af7651916cd43dd8448eb211c80319c', requestId: 'req-1' },
  // Outside text with quotes, backslashes, controls, U+2028 and non-ASCII; a 5xx is an error line.
  { method: 'POST', url: '/api/v1/a"b\\c\u0007d\u2028é', status: 502, durationMs: 12.06, tokenCache: 'miss', traceId: null, requestId: '"x"\r\ninjected' },
  { method: 'GET', url: '/console/info', status: 401, durationMs: 0, tokenCache: '-', traceId: null, requestId: null },
];

describe('logRequest', () => {
  it('writes exactly the line pino writes for the same record', () => {
    const built = capture();
    const viaPino = capture();
    for (const line of LINES) {
      logRequest(built.logger, line);
      const record = {
        method: line.method,
        path: stripControls(line.url.split('?')[0] ?? ''),
        status: line.status,
        ms: Math.round(line.durationMs * 10) / 10,
        tokenCache: line.tokenCache,
        traceId: line.traceId,
        requestId: line.requestId === null ? null : stripControls(line.requestId),
      };
      if (line.status >= 500) viaPino.logger.error(record, 'request');
      else viaPino.logger.info(record, 'request');
    }
    const withoutTime = (text: string) => text.replace(/"time":\d+/, '"time":0');
    expect(built.lines.map(withoutTime)).toEqual(viaPino.lines.map(withoutTime));
    expect(built.lines).toHaveLength(3);
    for (const text of built.lines) expect(text.endsWith('}\n') && text.indexOf('\n') === text.length - 1).toBe(true);
    expect(JSON.parse(built.lines[1] as string)).toMatchObject({ level: 50, path: '/api/v1/a"b\\c d é', requestId: '"x" injected' });
  });

  it('keeps a child logger’s bindings and honours the level', () => {
    const { logger, lines } = capture('error');
    logRequest(logger.child({ instance: 'a' }), LINES[0] as RequestLine);
    expect(lines).toHaveLength(0);
    logRequest(logger.child({ instance: 'a' }), LINES[1] as RequestLine);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 50, instance: 'a', msg: 'request' });
  });
});

describe('asyncDestination', () => {
  // A child process, so its exit is real: lines of the turn in which it exits are still written, in order.
  it('writes every line, in order, even when the process exits in the turn that logged them', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'request-log-')), 'proxy.log');
    const script = `
      import { asyncDestination, createProxyLogger, logRequest } from ${JSON.stringify(path.resolve(__dirname, 'request-log.ts'))};
      const logger = createProxyLogger(asyncDestination(${JSON.stringify(file)}));
      setTimeout(() => {
        for (let i = 0; i < 300; i++) logRequest(logger, { method: 'GET', url: '/api/v1/n/' + i, status: 200, durationMs: 1, tokenCache: 'hit', traceId: null, requestId: null });
        logger.error('last');
        process.exit(0);
      }, 50);
    `;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '../..') });
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((text) => JSON.parse(text) as { path?: string; msg: string });
    expect(lines).toHaveLength(301);
    expect(lines.slice(0, 300).map((line) => line.path)).toEqual(Array.from({ length: 300 }, (_, i) => `/api/v1/n/${i}`));
    expect(lines[300]?.msg).toBe('last');
  });

  // Without an exit: a quiet process shows its lines soon after, in order, a line longer than the batch buffer included.
  it('hands a quiet process\'s lines to the file within moments, in order', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'request-log-')), 'proxy.log');
    const script = `
      import { readFileSync } from 'node:fs';
      import { asyncDestination, createProxyLogger, logRequest } from ${JSON.stringify(path.resolve(__dirname, 'request-log.ts'))};
      const logger = createProxyLogger(asyncDestination(${JSON.stringify(file)}));
      const read = () => { try { return readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n').filter(Boolean); } catch { return []; } };
      logRequest(logger, { method: 'GET', url: '/api/v1/first', status: 200, durationMs: 1, tokenCache: 'hit', traceId: null, requestId: null });
      logger.info({ note: 'x'.repeat(100000) }, 'long');
      logRequest(logger, { method: 'GET', url: '/api/v1/last', status: 200, durationMs: 1, tokenCache: 'hit', traceId: null, requestId: null });
      const started = Date.now();
      const poll = setInterval(() => {
        const lines = read();
        if (lines.length < 3 && Date.now() - started < 10000) return;
        clearInterval(poll);
        process.stdout.write(JSON.stringify(lines.map((line) => { const { path, msg, note } = JSON.parse(line); return { path, msg, note: note?.length }; })));
        process.exit(0);
      }, 20);
    `;
    const seen = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '../..') }).toString();
    expect(JSON.parse(seen)).toEqual([
      { path: '/api/v1/first', msg: 'request' },
      { msg: 'long', note: 100000 },
      { path: '/api/v1/last', msg: 'request' },
    ]);
  });
});
