// The seeded tool binding history of DEMO_IDS' (app, connector, tool): the toolsets (profiles)
// the tool belongs to, simulated from the oldest change to the newest so that every item's
// position is valid for the list as it was at that time.
import { seedHash, seedMetadata, seedTimes } from './history-seed';

export const TOOL_HISTORY_PREFIX = 'tbh';

/** Newest first, `size` entries. 10,000 entries take a few milliseconds. */
export function seedToolBindingHistory(size: number): Record<string, unknown>[] {
  const count = Math.max(0, Math.floor(size));
  const times = seedTimes(count, 1, 20, 360);
  const entries = new Array<Record<string, unknown>>(count);
  let length = 0; // number of profiles the tool is bound to, as the history replays
  for (let seq = 1; seq <= count; seq++) {
    const items: { changeKind: string; listIndex: string }[] = [];
    // An entry whose item list is empty now and then (bad input renders sensibly).
    const changes = seq % 97 === 50 ? 0 : seq === 1 ? 1 : 1 + (seedHash(seq, 2) % 3);
    for (let n = 0; n < changes; n++) {
      const h = seedHash(seq * 4 + n, 3);
      let kind: string;
      if (length === 0) kind = 'LIST_CHANGE_KIND_ADDED';
      else if (length >= 12) kind = h % 2 ? 'LIST_CHANGE_KIND_REMOVED' : 'LIST_CHANGE_KIND_MOVED';
      else kind = (['LIST_CHANGE_KIND_ADDED', 'LIST_CHANGE_KIND_ADDED', 'LIST_CHANGE_KIND_REMOVED', 'LIST_CHANGE_KIND_MOVED'] as const)[h % 4] ?? 'LIST_CHANGE_KIND_ADDED';
      let index: number;
      if (kind === 'LIST_CHANGE_KIND_ADDED') {
        index = h % (length + 1);
        length++;
      } else if (kind === 'LIST_CHANGE_KIND_REMOVED') {
        index = h % length;
        length--;
      } else {
        index = h % length;
      }
      // Values the console does not know, now and then, for changes that keep the length: shown as they came.
      if (kind === 'LIST_CHANGE_KIND_MOVED' && seq % 5 === 2) kind = 'LIST_CHANGE_KIND_REPLACED';
      if (kind === 'LIST_CHANGE_KIND_MOVED' && seq % 13 === 7) kind = 'LIST_CHANGE_KIND_UNSPECIFIED';
      items.push({ changeKind: kind, listIndex: String(index) });
    }
    const metadata = seedMetadata({ prefix: TOOL_HISTORY_PREFIX, seq, createdAt: times[seq - 1] ?? '', salt: 100, hostile: seq === count - 2 });
    // An entry without annotations at all now and then.
    if (seq % 89 === 44) delete metadata.annotations;
    entries[count - seq] = { metadata, items };
  }
  return entries;
}
