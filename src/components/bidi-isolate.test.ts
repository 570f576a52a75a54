import { describe, expect, it } from 'vitest';
import { isolateBidi, isolateList, isolateValues } from './bidi-isolate';

const FSI = '\u2068';
const PDI = '\u2069';
const RLO = '\u202E';
const RLI = '\u2067';

describe('a value isolated from the text around it', () => {
  it('leaves ordinary ids, names and URLs as they are', () => {
    for (const value of ['', 'app-123', 'Ada Lovelace', 'https://pdp.acme.example/v1?x=1', 'Zoë 42 ✓', 'line one\nline two']) expect(isolateBidi(value)).toBe(value);
  });

  it('wraps a value holding an override or right-to-left letters in FSI … PDI', () => {
    expect(isolateBidi(`evil${RLO}txt.exe`)).toBe(`${FSI}evil${RLO}txt.exe${PDI}`);
    expect(isolateBidi('שלום 5')).toBe(`${FSI}שלום 5${PDI}`);
  });

  it('drops a PDI that would close the isolate early, and closes the isolates the value leaves open', () => {
    expect(isolateBidi(`a${PDI}${RLO}b`)).toBe(`${FSI}a${RLO}b${PDI}`);
    expect(isolateBidi(`${RLI}a${PDI}${PDI}b${RLI}${RLI}c`)).toBe(`${FSI}${RLI}a${PDI}b${RLI}${RLI}c${PDI}${PDI}${PDI}`);
  });

  it('isolates each line on its own: a paragraph separator ends any isolate open before it', () => {
    expect(isolateBidi(`a${RLO}b\nc\u2029${RLO}d`)).toBe(`${FSI}a${RLO}b${PDI}\n${FSI}c${PDI}\u2029${FSI}${RLO}d${PDI}`);
    expect(isolateBidi(`${RLO}\r\n`)).toBe(`${FSI}${RLO}${PDI}\r\n`);
  });

  it('isolates each value of a list or a set of ids on its own', () => {
    expect(isolateList(['a', `b${RLO}`, 'c'])).toBe(`a, ${FSI}b${RLO}${PDI}, c`);
    expect(isolateValues({ appId: 'app-1', id: `x${RLO}` })).toEqual({ appId: 'app-1', id: `${FSI}x${RLO}${PDI}` });
  });
});
