import { outcomeClass, type AuditRecord } from '../../api/console-audit';
import { formatExact, parseTimestamp } from '../../components/date-format';
import { DateTime } from '../../components/date-time';
import { NotSet } from '../../components/field-table';
import { Permalink, type EntryPlace } from '../../components/timeline/entry-card';
import timeline from '../../components/timeline/timeline.module.css';
import classes from './audit.module.css';
import { OUTCOME_LABELS, OUTCOME_SYMBOLS, actorLabel, rpcCodeName } from './audit-outcome';
import { RequestBodyView } from './request-body-view';

// Plain elements and CSS classes, like the other timelines' rows: a fast scroll through 10,000
// records mounts several rows per frame.

function OutcomeDetails({ record }: { record: AuditRecord }) {
  const outcome = record.outcome;
  if (!outcome) {
    return <p className={timeline.dimmed}>The console stopped before the answer came: whether the tenant applied this call is not known.</p>;
  }
  return (
    <div className={timeline.ids}>
      <span className={timeline.inline}><span className={timeline.dimmed}>HTTP</span><code className={timeline.code}>{outcome.status}</code></span>
      {outcome.code !== 0 && <span className={timeline.inline}><span className={timeline.dimmed}>Code</span><code className={timeline.code}>{rpcCodeName(outcome.code)}</code></span>}
      <span className={timeline.inline}><span className={timeline.dimmed}>Took</span><span className={classes.small}>{outcome.durationMs} ms</span></span>
      {outcome.requestId && <span className={timeline.inline}><span className={timeline.dimmed}>Request id</span><code className={timeline.code}>{outcome.requestId}</code></span>}
      {outcome.message && <p className={classes.message}>{outcome.message}</p>}
    </div>
  );
}

/** One call made (or refused) through the console: who, what, how it ended, and what was sent. */
export function AuditEntry({ record, context }: { record: AuditRecord; context: EntryPlace }) {
  const kind = outcomeClass(record);
  const date = parseTimestamp(record.time);
  const who = actorLabel(record);
  const ids = Object.entries(record.ids);
  return (
    <article
      className={`${timeline.card} ${classes.card}`}
      data-outcome={kind}
      aria-label={`Record ${record.id}, ${date ? formatExact(date) : 'unknown time'}, by ${who}: ${OUTCOME_LABELS[kind]}`}
      aria-posinset={context.index + 1}
      aria-setsize={context.total}
      aria-current={context.highlighted ? 'true' : undefined}
      data-highlighted={context.highlighted || undefined}
      tabIndex={-1}
    >
      <div className={timeline.cardHeader}>
        <div className={timeline.inline}>
          <span className={classes.outcome} data-outcome={kind}>
            <span aria-hidden="true">{OUTCOME_SYMBOLS[kind]}</span><span>{OUTCOME_LABELS[kind]}</span>
          </span>
          <h3 className={classes.operation}>{record.operation || 'Call not in the spec'}</h3>
        </div>
        <Permalink id={record.id} label={`Link to record ${record.id}`} />
      </div>
      <div className={timeline.inline}>
        <span className={timeline.entryHeading}><DateTime value={record.time} mode="relative" /></span>
        <span className={timeline.actor}>{who}</span>
        {record.actor?.role && <span className={timeline.chip}>{record.actor.role}</span>}
      </div>
      <p className={classes.request}><span className={classes.method}>{record.method}</span> <code>{record.path}</code></p>
      <OutcomeDetails record={record} />
      {ids.length > 0 && (
        <div className={timeline.ids}>
          {ids.map(([name, value]) => (
            <span key={name} className={timeline.inline}><span className={timeline.dimmed}>{name}</span>{value ? <code className={timeline.code}>{value}</code> : <NotSet />}</span>
          ))}
        </div>
      )}
      <RequestBodyView body={record.requestBody} recordId={record.id} />
      <div className={timeline.ids}><span className={timeline.inline}><span className={timeline.dimmed}>Record</span><code className={timeline.code}>{record.id}</code></span></div>
    </article>
  );
}
