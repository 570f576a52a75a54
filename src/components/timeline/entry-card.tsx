import { Code, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ACTOR_KINDS, type HistoryAnnotation, type HistoryMetadata } from '../../api/history';
import { CopyValue } from '../copy-value';
import { DateTime, parseTimestamp } from '../date-time';
import { EnumBadge } from '../enum-badge';
import { isHttpUrl, SafeLink } from '../safe-link';
import classes from './timeline.module.css';

const exactFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function ActorBadge({ actor }: { actor: HistoryMetadata['actor'] }) {
  if (!actor) return <Text span size="sm" c="dimmed">unknown actor</Text>;
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <EnumBadge value={actor.kind} prefix="ACTOR_KIND" known={ACTOR_KINDS} size="sm" />
      <Text span size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {actor.userId || (actor.kind === 'ACTOR_KIND_SYSTEM' ? 'system' : '—')}
      </Text>
    </Group>
  );
}

function AnnotationChip({ annotation }: { annotation: HistoryAnnotation }) {
  const label = annotation.displayLabel || annotation.key || 'note';
  const value = annotation.displayValue || annotation.rawValue;
  const url = annotation.displayUrl;
  return (
    <span className={classes.chip} title={`${annotation.key}${annotation.rawValue ? `: ${annotation.rawValue}` : ''} (${annotation.kind})`}>
      <span className={classes.chipLabel}>{label}</span>
      {isHttpUrl(url) ? (
        <SafeLink href={url} size="xs">{value || url}</SafeLink>
      ) : (
        <>
          <span>{value || '—'}</span>
          {/* A link that is not http(s) (e.g. javascript:) is shown as text, never followed. */}
          {url && <Text span size="xs" c="dimmed">({url}, not a web link)</Text>}
        </>
      )}
    </span>
  );
}

export function AnnotationChips({ annotations }: { annotations: readonly HistoryAnnotation[] }) {
  if (!annotations.length) return null;
  return (
    <Group gap={6} aria-label="Annotations" role="group">
      {annotations.map((annotation, index) => (
        <AnnotationChip key={`${annotation.key}:${index}`} annotation={annotation} />
      ))}
    </Group>
  );
}

export interface EntryCardProps {
  metadata: HistoryMetadata | null;
  /** Fallback name for an entry without metadata (its position). */
  position: number;
  total: number;
  highlighted?: boolean;
  selected?: boolean;
  /** Change kind badge(s) next to the actor. */
  kinds?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** One entry of a history timeline: when, who, what kind, the body, annotations and ids. */
export function EntryCard({ metadata, position, total, highlighted, selected, kinds, actions, children }: EntryCardProps) {
  const date = parseTimestamp(metadata?.createdAt);
  const id = metadata?.id ?? '';
  const who = metadata?.actor ? metadata.actor.userId || metadata.actor.kind || 'unknown actor' : 'unknown actor';
  const name = `${id ? `Entry ${id}` : `Entry ${position} without metadata`}, ${date ? exactFormat.format(date) : 'unknown time'}, by ${who}`;
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
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <h3 className={classes.entryHeading}>
              <DateTime value={metadata?.createdAt} mode="relative" />
            </h3>
            <ActorBadge actor={metadata?.actor ?? null} />
            {kinds}
          </Group>
          {actions && <Group gap="xs" wrap="nowrap">{actions}</Group>}
        </Group>
        {!metadata && <Text size="sm" c="dimmed">This entry came without metadata (no id, time or actor).</Text>}
        {children}
        <AnnotationChips annotations={metadata?.annotations ?? []} />
        {metadata && (
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap"><Text span size="xs" c="dimmed">Entry</Text><Code>{id || '—'}</Code></Group>
            <Group gap={4} wrap="nowrap"><Text span size="xs" c="dimmed">Trace</Text><CopyValue value={metadata.traceId} label={`trace id of ${id || 'this entry'}`} /></Group>
            <Group gap={4} wrap="nowrap"><Text span size="xs" c="dimmed">Syslog event</Text><CopyValue value={metadata.syslogEventId} label={`syslog event id of ${id || 'this entry'}`} /></Group>
          </Group>
        )}
      </Stack>
    </article>
  );
}
