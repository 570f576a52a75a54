import { useState } from 'react';
import { REDACTED } from '../../api/console-audit';
import { FIELD_PATH_BREAKS, softBreaks } from '../../components/soft-breaks';
import classes from './audit.module.css';

type Leaf = [path: string, value: unknown];

/** The body's leaves as `a.b[0].c` paths, in document order; an empty object or list is one leaf. */
export function bodyLeaves(value: unknown, path = ''): Leaf[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((item, index) => bodyLeaves(item, `${path}[${index}]`)) : [[path || '(body)', value]];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => bodyLeaves(item, path ? `${path}.${key}` : key)) : [[path || '(body)', value]];
  }
  return [[path || '(body)', value]];
}

function LeafValue({ value }: { value: unknown }) {
  if (value === REDACTED) {
    return (
      // Text and a dashed outline, no symbol: the lock emoji has no glyph in the fonts many
      // Linux machines ship, and showed as an empty box.
      <span className={classes.redacted} title="A secret: the console never stores it">
        [redacted]
      </span>
    );
  }
  if (typeof value === 'string') return <span>{value ? `"${value}"` : '""'}</span>;
  return <code>{JSON.stringify(value)}</code>;
}

/**
 * The request body as the wizard's review shows one: every field with its value, secrets
 * replaced by a marked "[redacted]", and the JSON on demand. Values render as text, never markup.
 */
export function RequestBodyView({ body, recordId }: { body: unknown; recordId: string }) {
  const [json, setJson] = useState(false);
  if (body === null || body === undefined) return <p className={classes.dimmed}>No request body.</p>;
  const leaves = bodyLeaves(body);
  return (
    <div className={classes.body}>
      <div className={classes.bodyHeader}>
        <span className={classes.bodyTitle}>Request body (secrets redacted)</span>
        <button type="button" className={classes.linkButton} aria-pressed={json} onClick={() => setJson(!json)} aria-label={`JSON view of the request body of ${recordId}`}>
          JSON
        </button>
      </div>
      {json ? (
        <pre className={classes.json} tabIndex={0} aria-label={`Request body of ${recordId} as JSON`}>{JSON.stringify(body, null, 2)}</pre>
      ) : (
        <table className={classes.fields}>
          <caption className={classes.visuallyHidden}>{`Request body fields of ${recordId}`}</caption>
          <tbody>
            {leaves.map(([path, value]) => (
              <tr key={path}>
                <th scope="row">{softBreaks(path, FIELD_PATH_BREAKS)}</th>
                <td><LeafValue value={value} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
