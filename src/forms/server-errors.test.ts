import type { ErrorOption } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyServerError, fieldViolations } from './server-errors';

const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';
const error = (message: string, details: unknown[] = [], status = 400) => new ApiError({ kind: 'http', operation: 'Update contacts', status, message, details });

describe('fieldViolations', () => {
  it('reads google.rpc.BadRequest details first, skipping malformed entries and other detail types', () => {
    const details = [
      { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'X', fieldViolations: [{ field: 'ignored', description: 'x' }] },
      { '@type': BAD_REQUEST, fieldViolations: [{ field: 'externalConfig.url', description: 'HTTPS is required' }, { field: 'tunnelPath', description: null }, { field: '', description: 'no field' }] },
      null,
      'garbage',
    ];
    expect(fieldViolations(error('fallback text', details))).toEqual([
      { field: 'externalConfig.url', description: 'HTTPS is required' },
      { field: 'tunnelPath', description: 'fallback text' },
    ]);
  });

  it('falls back to a message prefixed by a field path, and ignores other messages and non-API errors', () => {
    expect(fieldViolations(error('acknowledgedFindingIds[1]: not relaxable'))).toEqual([{ field: 'acknowledgedFindingIds[1]', description: 'not relaxable' }]);
    expect(fieldViolations(error('hostedConfig.mcpServerCatalogId: catalog entry "x" not found'))).toHaveLength(1);
    expect(fieldViolations(error('contacts are locked by policy'))).toEqual([]);
    expect(fieldViolations(error('Register failed: HTTP 502'))).toEqual([]);
    expect(fieldViolations(new Error('externalConfig.url: x'))).toEqual([]);
  });
});

describe('applyServerError', () => {
  type Values = { securityEmails: string[]; billingEmails: string[] };
  function run(failure: unknown, toFormPath: (field: string) => keyof Values | null) {
    const calls: [string, ErrorOption][] = [];
    const unplaced = applyServerError<Values>((name, option) => calls.push([name, option]), failure, toFormPath);
    return { unplaced, calls };
  }
  const contactsPath = (field: string) => (field === 'contacts.securityEmails[0]' ? 'securityEmails' : null);

  it('puts a violation this form has a field for at that field, and nothing at root', () => {
    const { unplaced, calls } = run(error('bad', [{ '@type': BAD_REQUEST, fieldViolations: [{ field: 'contacts.securityEmails[0]', description: 'domain not allowed' }] }]), contactsPath);
    expect(unplaced).toBe(false);
    expect(calls).toEqual([['securityEmails', { type: 'server', message: 'domain not allowed' }]]);
  });

  it('sends what fits no field to root.server with the title and codes the alert shows', () => {
    const { unplaced, calls } = run(
      error('bad', [{ '@type': BAD_REQUEST, fieldViolations: [{ field: 'contacts.securityEmails[0]', description: 'domain not allowed' }, { field: 'contacts.unknown', description: 'x' }] }]),
      contactsPath,
    );
    expect(unplaced).toBe(true);
    expect(calls).toEqual([
      ['securityEmails', { type: 'server', message: 'domain not allowed' }],
      ['root.server', { type: 'server', message: 'bad', types: { title: 'Update contacts failed', codes: ['HTTP 400', 'INVALID_ARGUMENT'], sessionEnded: false, outcomeUnknown: false } }],
    ]);
  });

  it('an error naming no field (or not from the API) goes to root.server alone', () => {
    expect(run(error('contacts are locked by policy', [], 403), contactsPath).calls).toEqual([
      ['root.server', { type: 'server', message: 'contacts are locked by policy', types: { title: 'Update contacts failed', codes: ['HTTP 403', 'PERMISSION_DENIED'], sessionEnded: false, outcomeUnknown: false } }],
    ]);
    expect(run(new Error('offline'), contactsPath).calls).toEqual([['root.server', { type: 'server', message: 'offline', types: { title: 'Something went wrong', codes: [], sessionEnded: false, outcomeUnknown: false } }]]);
  });

  it("keeps a change that got no answer marked as such, so the form's alert is not drawn as a failure", () => {
    const noAnswer = new ApiError({ kind: 'network', operation: 'Update contacts', message: 'lost', outcomeUnknown: true });
    expect(run(noAnswer, contactsPath).calls).toEqual([
      ['root.server', { type: 'server', message: 'lost', types: { title: 'Update contacts got no answer', codes: [], sessionEnded: false, outcomeUnknown: true } }],
    ]);
  });
});
