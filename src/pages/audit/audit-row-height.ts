import type { AuditRecord } from '../../api/console-audit';
import { bodyLeaves } from './request-body-view';

// The height an audit record's row will take at desktop width, from what it shows, for TanStack
// Virtual's `estimateSize`. Rows range from about 200 to 350 px with the body's field count: with
// one estimate for all (the timeline's 150 px) every row measured while scrolling moved the rows
// after it and the list's height, and each row measured above the viewport moved the scroll
// position too. Lines are the page's CSS at 1280 px; long values that wrap are corrected by the
// measurement, as any estimate is.
const CARD = 156; // padding, header, who and when, method and path, outcome, record id
const IDS_LINE = 27;
const MESSAGE_LINE = 26; // the error message, or "outcome unknown"
const NO_BODY_LINE = 24;
const BODY_BOX = 41; // the body's border, title and JSON toggle
const BODY_FIELD = 23;

// The virtualizer asks again for every unmeasured row each time a row is measured: one
// computation per record.
const known = new WeakMap<AuditRecord, number>();

export function estimateAuditRowHeight(record: AuditRecord): number {
  const cached = known.get(record);
  if (cached !== undefined) return cached;
  const ids = Object.keys(record.ids).length > 0 ? IDS_LINE : 0;
  const message = !record.outcome || record.outcome.message ? MESSAGE_LINE : 0;
  const body = record.requestBody === null || record.requestBody === undefined ? NO_BODY_LINE : BODY_BOX + BODY_FIELD * bodyLeaves(record.requestBody).length;
  const height = CARD + ids + message + body;
  known.set(record, height);
  return height;
}
