import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ACTOR_KINDS, type HistoryAnnotation, type HistoryMetadata } from '../../api/history';
import { isolateBidi } from '../bidi-isolate';
import { CopyValue } from '../copy-value';
import { formatExact, parseTimestamp } from '../date-format';
import { DateTime } from '../date-time';
import { EnumTag } from '../enum-badge';
import { isHttpUrl, SafeLink } from '../safe-link';
import classes from './timeline.module.css';

// Rows are built from plain elements and CSS classes: with 10,000 entries a fast scroll mounts
// several rows per frame, and every themed component per row costs frame time.

export function ActorBadge({ actor }: { actor: HistoryMetadata['actor'] }) {
  if (!actor) return <span className={classes.dimmed}>unknown actor</span>;
  return (
    <span className={classes.inline}>
      <EnumTag value={actor.kind} prefix="ACTOR_KIND" known={ACTOR_KINDS} />
      <span className={classes.actor}>{actor.userId || (actor.kind === 'ACTOR_KIND_SYSTEM' ? 'system' : '—')}</span>
    </span>
  );
}

function AnnotationChip({ annotation }: { annotation: HistoryAnnotation }) {
  const label = annotation.displayLabel || annotation.key || 'note';
  const value = annotation.displayValue || annotation.rawValue;
  const url = annotation.displayUrl;
  return (
    <span className={classes.chip} title={`${isolateBidi(annotation.key)}${annotation.rawValue ? `: ${isolateBidi(annotation.rawValue)}` : ''} (${isolateBidi(annotation.kind)})`}>
      <span className={classes.chipLabel}>{label}</span>
      {isHttpUrl(url) ? (
        <SafeLink href={url} size="xs">{value || url}</SafeLink>
      ) : (
        <>
          <span>{value || '—'}</span>
          {/* A link that is not http(s) (e.g. javascript:) is shown as text, never followed. */}
          {url && <span className={classes.dimmed}>({isolateBidi(url)}, not a web link)</span>}
        </>
      )}
    </span>
  );
}

export function AnnotationChips({ annotations }: { annotations: readonly HistoryAnnotation[] }) {
  if (!annotations.length) return null;
  return (
    <div className={classes.chips} aria-label="Annotations" role="group">
      {annotations.map((annotation, index) => (
        <AnnotationChip key={`${annotation.key}:${index}`} annotation={annotation} />
      ))}
    </div>
  );
}

/**
 * A row's permalink (`?entry=<id>`): the router's Link itself with the look of the console's text
 * links, not the Mantine Anchor around it that other links use. Rows mount several a frame while
 * the admin scrolls fast, and Anchor's Text and Box were the largest allocations of that scroll.
 */
export function Permalink({ id, label }: { id: string; label: string }) {
  return (
    <Link to="." search={{ entry: id }} preload={false} className={`${classes.permalink} mantine-focus-auto`} aria-label={label}>
      Link
    </Link>
  );
}

/** Where an entry sits in its timeline (the render context of HistoryTimelineView has it). */
export interface EntryPlace {
  /** 0-based; an entry without metadata is named by its position. */
  index: number;
  total: number;
  highlighted: boolean;
}

export interface EntryCardProps {
  metadata: HistoryMetadata | null;
  context: EntryPlace;
  selected?: boolean;
  /** Change kind badge(s) next to the actor. */
  kinds?: ReactNode;
  /** Page-specific actions, shown before the entry's permalink. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** One entry of a history timeline: when, who, what kind, its permalink, the body, annotations and ids. */
export function EntryCard({ metadata, context, selected, kinds, actions, children }: EntryCardProps) {
  const { total, highlighted } = context;
  const position = context.index + 1;
  const date = parseTimestamp(metadata?.createdAt);
  const id = metadata?.id ?? '';
  const who = metadata?.actor ? metadata.actor.userId || metadata.actor.kind || 'unknown actor' : 'unknown actor';
  const name = `${id ? `Entry ${id}` : `Entry ${position} without metadata`}, ${date ? formatExact(date) : 'unknown time'}, by ${who}`;
  return (
    <article
      className={classes.card}
      aria-label={name}
      aria-posinset={position}
      aria-setsize={total}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      data-selected={selected || undefined}
      data-entry-id={id || undefined}
      tabIndex={-1}
    >
      <div className={classes.cardHeader}>
        <div className={classes.inline}>
          <div className={classes.entryHeading}><DateTime value={metadata?.createdAt} mode="relative" /></div>
          <ActorBadge actor={metadata?.actor ?? null} />
          {kinds}
        </div>
        {(actions || id) && (
          <div className={classes.inline}>
            {actions}
            {id && (
              <Permalink id={id} label={`Link to entry ${id}`} />
            )}
          </div>
        )}
      </div>
      {!metadata && <p className={classes.dimmed}>This entry came without metadata (no id, time or actor).</p>}
      {children}
      <AnnotationChips annotations={metadata?.annotations ?? []} />
      {metadata && (
        <div className={classes.ids}>
          <span className={classes.inline}><span className={classes.dimmed}>Entry</span><code className={classes.code}>{id || '—'}</code></span>
          <span className={classes.inline}><span className={classes.dimmed}>Trace</span><CopyValue value={metadata.traceId} label={`trace id of ${id || 'this entry'}`} /></span>
          <span className={classes.inline}><span className={classes.dimmed}>Syslog event</span><CopyValue value={metadata.syslogEventId} label={`syslog event id of ${id || 'this entry'}`} /></span>
        </div>
      )}
    </article>
  );
}
