import { useRouterState } from '@tanstack/react-router';
import type { ToolBindingHistoryEntry } from '../../api/history';
import { HrefLink } from '../../components/href-link';
import { EntryCard } from '../../components/timeline/entry-card';
import classes from '../../components/timeline/timeline.module.css';
import type { EntryRenderContext } from '../../components/timeline/history-timeline-view';
import { describeToolItem } from '../../components/timeline/tool-items';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One tool binding change: each item (kind, position) in words. */
export function ToolBindingEntry({ entry, context }: { entry: ToolBindingHistoryEntry; context: EntryRenderContext<ToolBindingHistoryEntry> }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const id = entry.metadata?.id ?? '';
  return (
    <EntryCard
      metadata={entry.metadata}
      position={context.index + 1}
      total={context.total}
      highlighted={context.highlighted}
      lite={context.lite}
      actions={id ? <HrefLink href={`${pathname}?entry=${encodeURIComponent(id)}`} size="xs" aria-label={`Link to entry ${id}`}>Link</HrefLink> : undefined}
    >
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
