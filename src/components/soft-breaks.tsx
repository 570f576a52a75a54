import { Fragment, type ReactNode } from 'react';
import { isolateBidi } from './bidi-isolate';

/** After each "_" of an enum value or a key (`AUTHZEN_MODE_` | `SHADOW_` | `EVALUATION`). */
export const UNDERSCORE_BREAKS = /(?<=_)/;

/**
 * Where a URL reads best split across lines (the Chicago Manual's rule): after "//", before a dot,
 * a slash, "?" or "#" (`https://` | `pdp` | `.acme` | `.example` | `/v1`).
 */
export const URL_BREAKS = /(?<=\/\/)|(?<!\/)(?=[./?#])(?!\/\/)/;

/** Before the "@" and each dot of an e-mail address (`ada` | `.lovelace` | `@acme` | `.example`), as for a URL. */
export const EMAIL_BREAKS = /(?=[@.])/;

/** After each dot and before each "[" of a field path (`authConfig.` | `displayName`, `owners` | `[0]`). */
export const FIELD_PATH_BREAKS = /(?<=\.)|(?=\[)/;

/**
 * `value` with a line-break opportunity (`<wbr>`) at each zero-width match of `at`: a long token
 * wraps at its natural joints rather than mid-word (CSS has no way to say where), and its text is
 * unchanged for copying, search and screen readers. A part still wider than its box breaks
 * wherever it must (the cell's overflow-wrap). Isolated (`isolateBidi`): these are the tenant's values.
 */
export function softBreaks(value: string, at: RegExp): ReactNode {
  const isolated = isolateBidi(value);
  const parts = isolated.split(at);
  if (parts.length < 2) return isolated;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
