import { describe, expect, it } from 'vitest';
import { auditRecordSchema, dayBound } from '../../api/console-audit';
import { auditCsv, exportFileStem, exportHolds } from './audit-export';
import { bodyLeaves } from './request-body-view';

const record = auditRecordSchema.parse({
  id: 'r1',
  time: '2026-11-20T12:00:00.000Z',
  actor: { sub: 'ada', email: 'ada@demo.example', name: 'Ada Lovelace', role: 'admin' },
  method: 'PUT',
  path: '/api/v1/apps/a/owners',
  operation: 'Set app owners',
  ids: { app_id: 'a' },
  requestBody: { userIds: ['=HYPERLINK("x")'], token: '[redacted]' },
  refused: false,
  outcome: null,
});

describe('audit export', () => {
  it('writes one CSV row per record, the outcome unknown said, formula cells neutralised', () => {
    const csv = auditCsv([record]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header?.split(',')).toContain('outcome');
    expect(row).toContain(',unknown,');
    expect(row).toContain('app_id=a');
    expect(auditCsv([{ ...record, path: '=cmd()' }])).toContain(",'=cmd(),");
  });

  it('says what the export holds and names the file by the filters and the count', () => {
    expect(exportHolds({ actor: 'ada@demo.example' }, 54, true)).toBe('54 records matching actor = ada@demo.example, whole trail');
    expect(exportHolds({}, 1, true)).toBe('1 record, whole trail');
    expect(exportHolds({ outcome: 'refused' }, 200, false)).toBe('every record matching outcome = Refused (viewer), whole trail (200 loaded so far; the rest load first)');
    expect(exportFileStem({ actor: 'ada@demo.example', outcome: 'refused', operation: 'Set app owners' }, 54)).toBe('console-audit-actor-ada@demo.example-operation-Set_app_owners-outcome-refused-54-records');
  });
});

describe('request body fields', () => {
  it('lists every leaf by its path, secrets as they came', () => {
    expect(bodyLeaves({ a: { b: [1, { c: '[redacted]' }] }, d: {}, e: null })).toEqual([
      ['a.b[0]', 1],
      ['a.b[1].c', '[redacted]'],
      ['d', {}],
      ['e', null],
    ]);
    expect(bodyLeaves('[redacted]')).toEqual([['(body)', '[redacted]']]);
  });
});

describe('date filters', () => {
  it('sends a local day as its first and last instant', () => {
    expect(new Date(dayBound('2026-03-01', 'from')).getDate()).toBe(1);
    const to = new Date(dayBound('2026-03-01', 'to'));
    expect([to.getDate(), to.getHours(), to.getMinutes()]).toEqual([1, 23, 59]);
    expect(dayBound('yesterday', 'from')).toBe('');
  });
});
