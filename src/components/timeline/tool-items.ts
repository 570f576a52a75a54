// Tool binding history items in words: "removed the profile at position 3". `listIndex` is the
// zero-based index in the tool's list of profiles (toolsets), shown one-based to admins. An item
// names its profile by that position only: the API sends no profile id or name (the spec's tool
// binding history entry: items of changeKind and listIndex), so the sentence says "the profile at
// position 3", the profile that held that place when the change was made.
import type { ToolBindingHistoryItem } from '../../api/history';
import { isolateBidi } from '../bidi-isolate';

const VERBS: Record<string, string> = {
  LIST_CHANGE_KIND_ADDED: 'added',
  LIST_CHANGE_KIND_REMOVED: 'removed',
  LIST_CHANGE_KIND_MOVED: 'moved',
};

/** One-based position from the wire's index string; null when it is not a whole number. */
export function position(listIndex: string): number | null {
  return /^\d+$/.test(listIndex.trim()) ? Number(listIndex.trim()) + 1 : null;
}

/** Which profile, as far as the item says: "the profile at position 3"; a new one is "a profile". */
function whichProfile(item: ToolBindingHistoryItem): string {
  const at = position(item.listIndex);
  const article = item.changeKind === 'LIST_CHANGE_KIND_ADDED' ? 'a' : 'the';
  if (at !== null) return `${article} profile at position ${at}`;
  return item.listIndex ? `${article} profile at index "${isolateBidi(item.listIndex)}"` : 'a profile, position not given';
}

export function describeToolItem(item: ToolBindingHistoryItem): string {
  const profile = whichProfile(item);
  const verb = VERBS[item.changeKind];
  if (verb) return `${verb} ${profile}`;
  if (!item.changeKind || item.changeKind === 'LIST_CHANGE_KIND_UNSPECIFIED') return `changed ${profile} (kind unspecified)`;
  // A kind this console does not know reads as the other sentences do, the value as it came (an
  // admin reports it) marked unknown, as the console's enum labels mark one.
  return `changed ${profile} (unknown kind ${isolateBidi(item.changeKind)})`;
}

export function describeToolItems(items: readonly ToolBindingHistoryItem[]): string {
  return items.length ? items.map(describeToolItem).join('; ') : 'no profile changes recorded';
}
