// Tool binding history items in words: "profile added at position 3". `listIndex` is the
// zero-based index in the tool's list of profiles (toolsets), shown one-based to admins.
import type { ToolBindingHistoryItem } from '../../api/history';

const VERBS: Record<string, string> = {
  LIST_CHANGE_KIND_ADDED: 'added',
  LIST_CHANGE_KIND_REMOVED: 'removed',
  LIST_CHANGE_KIND_MOVED: 'moved',
};

/** One-based position from the wire's index string; null when it is not a whole number. */
export function position(listIndex: string): number | null {
  return /^\d+$/.test(listIndex.trim()) ? Number(listIndex.trim()) + 1 : null;
}

export function describeToolItem(item: ToolBindingHistoryItem): string {
  const at = position(item.listIndex);
  const where = at === null ? (item.listIndex ? ` at index "${item.listIndex}"` : ' (position not given)') : ` at position ${at}`;
  const verb = VERBS[item.changeKind];
  if (verb) return `profile ${verb}${where}`;
  if (!item.changeKind || item.changeKind === 'LIST_CHANGE_KIND_UNSPECIFIED') return `profile changed (kind unspecified)${where}`;
  return `profile change ${item.changeKind}${where}`;
}

export function describeToolItems(items: readonly ToolBindingHistoryItem[]): string {
  return items.length ? items.map(describeToolItem).join('; ') : 'no profile changes recorded';
}
