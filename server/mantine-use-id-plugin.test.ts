import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID_SOURCE, loadMantineUseId } from './mantine-use-id-plugin';

describe("Mantine's useId, replaced", () => {
  it("loads the replacement for Mantine's use-id module only, on either path separator", () => {
    expect(loadMantineUseId('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(MANTINE_USE_ID_SOURCE);
    expect(loadMantineUseId('C:\\app\\node_modules\\@mantine\\hooks\\esm\\use-id\\use-id.mjs')).toBe(MANTINE_USE_ID_SOURCE);
    expect(loadMantineUseId('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs?v=1a2b')).toBe(MANTINE_USE_ID_SOURCE);
    expect(loadMantineUseId('/app/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBeNull();
    expect(loadMantineUseId('/app/src/use-id.mjs')).toBeNull();
  });

  it('keeps the signature: a static id wins, otherwise a stable id from React, with no state and no effect', async () => {
    let reactId = ':r1:';
    const react = { useId: () => reactId };
    const body = MANTINE_USE_ID_SOURCE.replace("import { useId as useReactId } from 'react';", '').replace('export function', 'return function');
    const useId = new Function('useReactId', body)(react.useId) as (staticId?: string) => string;
    expect(useId('given')).toBe('given');
    expect(useId()).toBe('mantine-r1');
    reactId = '_R_3bn_';
    expect(useId()).toBe('mantine-_R_3bn_');
    expect(MANTINE_USE_ID_SOURCE).not.toMatch(/useState|Effect/);
  });
});
