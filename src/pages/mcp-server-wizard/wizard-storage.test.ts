import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMcpServerResponseSchema } from '../../api/mcp-servers';
import { clearResult, keptResult, loadResult, saveResult } from './wizard-storage';
import { MemoryStorage } from '../../test-support/memory-storage';

let memory: MemoryStorage;
beforeEach(() => {
  memory = new MemoryStorage();
  vi.stubGlobal('sessionStorage', memory);
});
afterEach(() => vi.unstubAllGlobals());

// An answer as the wire layer parses it: loose, so fields the spec does not list are kept.
const answer = registerMcpServerResponseSchema.parse({
  accessProfilesAttached: true,
  echoedBody: { bearerToken: { token: 'top-level-secret' } },
  mcpServer: {
    connectorId: 'conn-0001-kept',
    appId: 'app-1',
    credentialsSetupUrl: 'https://admin.example/apps/app-1/mcp-servers/conn-0001-kept/credentials',
    bearerTokenConfigured: true,
    configFieldValues: { org: 'acme-org-value' },
    oauth2ClientSecret: 'server-echoed-secret',
  },
});

describe("the wizard's kept result", () => {
  it('keeps the ids and the credentials link, and no field the spec does not list, nor a config value', () => {
    const kept = keptResult(answer);
    expect(kept.accessProfilesAttached).toBe(true);
    expect(kept.mcpServer).toMatchObject({ connectorId: 'conn-0001-kept', appId: 'app-1', bearerTokenConfigured: true, credentialsSetupUrl: answer.mcpServer?.credentialsSetupUrl });
    expect(kept.mcpServer?.configFieldValues).toEqual({ org: '' });
    expect(JSON.stringify(kept)).not.toMatch(/top-level-secret|server-echoed-secret|acme-org-value|echoedBody|oauth2ClientSecret"/);
  });

  it('survives a reload of the tab as kept, and is gone once cleared', () => {
    saveResult(answer);
    expect(memory.data.size).toBe(1);
    expect([...memory.data.values()].join()).not.toMatch(/secret|acme-org-value/);
    expect(loadResult()).toEqual(keptResult(answer));
    clearResult();
    expect(loadResult()).toBeNull();
  });

  it('reads an entry that is not a result as none', () => {
    memory.setItem('mcp-server-wizard.result', '{"mcpServer": "not a server"}');
    expect(loadResult()).toBeNull();
    memory.setItem('mcp-server-wizard.result', 'not json');
    expect(loadResult()).toBeNull();
  });
});
