import { UnstyledButton } from '@mantine/core';
import { AUTHZEN_MODES, type AuthzenServer } from '../../api/authzen-servers';
import { CopyValue } from '../../components/copy-value';
import { DataTable } from '../../components/data-table';
import { NotSet } from '../../components/field-table';
import { DateTime } from '../../components/date-time';
import { EnumBadge } from '../../components/enum-badge';
import { URL_BREAKS, softBreaks } from '../../components/soft-breaks';
import classes from './authzen-table.module.css';
import type { SortKey } from './search';

export interface SortState {
  sort: SortKey;
  dir: 'asc' | 'desc';
}

function SortHeader({ label, column, state, onSort }: { label: string; column: SortKey; state: SortState; onSort: (column: SortKey) => void }) {
  const active = state.sort === column;
  return (
    <th aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {label}{' '}
        <span aria-hidden="true">{active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </UnstyledButton>
    </th>
  );
}

/**
 * Values that look like URLs (audience, resource) are identifiers here: shown as text, never
 * links, wrapping where a URL reads best (before a dot or a slash), not mid-word.
 */
function Mono({ value }: { value: string }) {
  return value ? <span className={classes.mono}>{softBreaks(value, URL_BREAKS)}</span> : <NotSet />;
}

/** The policy and the two entitlements a server points at, each named: one column, not three. */
function References({ server, name }: { server: AuthzenServer; name: string }) {
  return (
    <dl className={classes.references}>
      <dt>Active policy</dt>
      <dd>
        <CopyValue value={server.activePolicyId} label={`active policy id of ${name}`} />
      </dd>
      <dt>Evaluate entitlement</dt>
      <dd>
        <CopyValue value={server.evaluateEntitlementId} label={`evaluate entitlement id of ${name}`} />
      </dd>
      <dt>Search entitlement</dt>
      <dd>
        <CopyValue value={server.searchEntitlementId} label={`search entitlement id of ${name}`} />
      </dd>
    </dl>
  );
}

// The width the columns were sized at (authzen-table.module.css): narrower, the widest scope chip
// broke mid-word; below it the table scrolls sideways instead.
const TABLE_MIN_WIDTH = 1022;
/** Each column's share of the width (authzen-table.module.css), in the order of the headers. */
const COLUMNS = [classes.server, classes.modeColumn, classes.url, classes.url, classes.scopesColumn, classes.referencesColumn, classes.dateColumn, classes.dateColumn];

export function AuthzenTable({ servers, sort, onSort }: { servers: readonly AuthzenServer[]; sort: SortState; onSort: (column: SortKey) => void }) {
  return (
    // Eight columns of set shares fit the page at 1366 px wide (every value wrapping inside its
    // cell); on a narrower screen the table keeps its minimum width and scrolls in a labelled box.
    <DataTable minWidth={TABLE_MIN_WIDTH} layout="fixed" striped highlightOnHover withTableBorder verticalSpacing={8} aria-label="AuthZEN servers">
      <colgroup>
        {COLUMNS.map((className, index) => (
          <col key={index} className={className} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <SortHeader label="Server" column="displayName" state={sort} onSort={onSort} />
          <SortHeader label="Mode" column="mode" state={sort} onSort={onSort} />
          <SortHeader label="Token audience" column="tokenAudience" state={sort} onSort={onSort} />
          <th>Token resource</th>
          <th>Token scopes</th>
          <th>Policy and entitlements</th>
          <SortHeader label="Created" column="createdAt" state={sort} onSort={onSort} />
          <SortHeader label="Updated" column="updatedAt" state={sort} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {servers.map((server, index) => {
          const name = server.displayName || server.id;
          return (
            <tr key={`${server.id}-${index}`}>
              <td>
                <div className={classes.name}>
                  <span className={classes.displayName}>{server.displayName || <span className={classes.dimmed}>(no name)</span>}</span>
                  <CopyValue value={server.id} label={`id of ${name}`} />
                </div>
              </td>
              <td>
                <EnumBadge value={server.mode} prefix="AUTHZEN_MODE" known={AUTHZEN_MODES} />
              </td>
              <td>
                <Mono value={server.tokenAudience} />
              </td>
              <td>
                <Mono value={server.tokenResource} />
              </td>
              <td>
                {server.tokenScopes.length ? (
                  <div className={classes.scopes} aria-label={`Token scopes of ${name}`}>
                    {server.tokenScopes.map((scope, scopeIndex) => (
                      <span key={`${scope}-${scopeIndex}`} className={classes.scope}>
                        {scope}
                      </span>
                    ))}
                  </div>
                ) : (
                  <NotSet />
                )}
              </td>
              <td>
                <References server={server} name={name} />
              </td>
              <td className={classes.date}>
                <DateTime value={server.createdAt} />
              </td>
              <td className={classes.date}>
                <DateTime value={server.updatedAt} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
