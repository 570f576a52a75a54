import type { ToolBindingHistoryEntry } from '../../api/history';
import { EntryCard } from '../../components/timeline/entry-card';
import classes from '../../components/timeline/timeline.module.css';
import type { EntryRenderContext } from '../../components/timeline/history-timeline-view';
import { describeToolItem } from '../../components/timeline/tool-items';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One tool binding change: each item (kind, position) in words. */
export function ToolBindingEntry({ entry, context }: { entry: ToolBindingHistoryEntry; context: EntryRenderContext<ToolBindingHistoryEntry> }) {
  return (
    <EntryCard metadata={entry.metadata} context={context}>
      {entry.items.length ? (
        <ul className={classes.itemList} aria-label="Profile changes">
          {entry.items.map((item, index) => (
            <li key={index}>{capitalize(describeToolItem(item))}</li>
          ))}
        </ul>
      ) : (
        <p className={classes.dimmed}>No profile changes recorded in this entry.</p>
      )}
    </EntryCard>
  );
}
