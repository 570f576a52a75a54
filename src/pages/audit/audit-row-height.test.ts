import { describe, expect, it } from 'vitest';
import { auditRecordSchema } from '../../api/console-audit';
import { estimateAuditRowHeight } from './audit-row-height';

const base = auditRecordSchema.parse({
  id: 'r1',
  time: '2026-11-20T12:00:00.000Z',
  method: 'PUT',
  path: '/api/v1/apps/a/owners',
  operation: 'Set app owners',
  ids: { app_id: 'a' },
  requestBody: { userIds: ['u1', 'u2'] },
  refused: false,
  outcome: { status: 200, code: 0, message: '', durationMs: 3, requestId: '' },
});

// Heights measured in Chromium at 1280 px on rows of the bench's seeded trail.
describe('estimateAuditRowHeight', () => {
  it('is close to the measured height of each kind of row', () => {
    const cases: [typeof base, number][] = [
      [base, 270], // two body fields, ids, no message
      [{ ...base, requestBody: { a: 1, b: 2, c: 3, d: 4 } }, 315],
      [{ ...base, requestBody: null }, 207],
      [{ ...base, requestBody: null, outcome: null }, 233], // "outcome unknown" line
      [{ ...base, ids: {} }, 243],
      [{ ...base, outcome: { status: 403, code: 7, message: 'Denied', durationMs: 1, requestId: '' } }, 296],
    ];
    for (const [record, measured] of cases) expect(Math.abs(estimateAuditRowHeight(record) - measured)).toBeLessThanOrEqual(4);
  });
});
