import { UnstyledButton } from '@mantine/core';
import { AUTHZEN_MODES, type AuthzenServer } from '../../api/authzen-servers';
import { CopyValue } from '../../components/copy-value';
import { DataTable } from '../../components/data-table';
import { NotSet } from '../../components/field-table';
import { DateTime } from '../../components/date-time';
import { EnumBadge } from '../../components/enum-badge';
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


/** Values that look like URLs (audience, resource) are identifiers here: shown as text, never links. */
function Mono({ value }: { value: string }) {
  return value ? <span className={classes.mono}>{value}</span> : <NotSet />;
}

export function AuthzenTable({ servers, sort, onSort }: { servers: readonly AuthzenServer[]; sort: SortState; onSort: (column: SortKey) => void }) {
  return (
    <DataTable minWidth={1800} striped highlightOnHover withTableBorder verticalSpacing={10} aria-label="AuthZEN servers">
      <thead>
        <tr>
          <SortHeader label="Server" column="displayName" state={sort} onSort={onSort} />
          <SortHeader label="Mode" column="mode" state={sort} onSort={onSort} />
          <SortHeader label="Token audience" column="tokenAudience" state={sort} onSort={onSort} />
          <th>Token resource</th>
          <th>Token scopes</th>
          <th>Active policy</th>
          <th>Evaluate entitlement</th>
          <th>Search entitlement</th>
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
              <td className={classes.mode}>
                <EnumBadge value={server.mode} prefix="AUTHZEN_MODE" known={AUTHZEN_MODES} maw="100%" />
              </td>
              <td className={classes.limited}>
                <Mono value={server.tokenAudience} />
              </td>
              <td className={classes.limited}>
                <Mono value={server.tokenResource} />
              </td>
              <td className={classes.scopesColumn}>
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
                <CopyValue value={server.activePolicyId} label={`active policy id of ${name}`} />
              </td>
              <td>
                <CopyValue value={server.evaluateEntitlementId} label={`evaluate entitlement id of ${name}`} />
              </td>
              <td>
                <CopyValue value={server.searchEntitlementId} label={`search entitlement id of ${name}`} />
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
