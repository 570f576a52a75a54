import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { AUTHZEN_MODES, type AuthzenServer } from '../../api/authzen-servers';
import { CopyValue } from '../../components/copy-value';
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
    <Table.Th aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {label}{' '}
        <span aria-hidden="true">{active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}


// Body cells and scope chips are plain elements with classes: a page of rows renders about 300
// of them, and each Table.Td or Badge is a Mantine Box resolving its styles on every render.
// The cells' padding reads the spacing Table sets on itself, rows stay Table.Tr (striped, hover).
const Td = ({ className, children }: { className?: string; children: ReactNode }) => <td className={className ? `${classes.td} ${className}` : classes.td}>{children}</td>;

/** Values that look like URLs (audience, resource) are identifiers here: shown as text, never links. */
function Mono({ value }: { value: string }) {
  return value ? <span className={classes.mono}>{value}</span> : <NotSet />;
}

export function AuthzenTable({ servers, sort, onSort }: { servers: readonly AuthzenServer[]; sort: SortState; onSort: (column: SortKey) => void }) {
  return (
    <Table.ScrollContainer minWidth={1800} type="native">
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label="AuthZEN servers">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Server" column="displayName" state={sort} onSort={onSort} />
            <SortHeader label="Mode" column="mode" state={sort} onSort={onSort} />
            <SortHeader label="Token audience" column="tokenAudience" state={sort} onSort={onSort} />
            <Table.Th>Token resource</Table.Th>
            <Table.Th>Token scopes</Table.Th>
            <Table.Th>Active policy</Table.Th>
            <Table.Th>Evaluate entitlement</Table.Th>
            <Table.Th>Search entitlement</Table.Th>
            <SortHeader label="Created" column="createdAt" state={sort} onSort={onSort} />
            <SortHeader label="Updated" column="updatedAt" state={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {servers.map((server, index) => {
            const name = server.displayName || server.id;
            return (
              <Table.Tr key={`${server.id}-${index}`}>
                <Td>
                  <div className={classes.name}>
                    <span className={classes.displayName}>{server.displayName || <span className={classes.dimmed}>(no name)</span>}</span>
                    <CopyValue value={server.id} label={`id of ${name}`} />
                  </div>
                </Td>
                <Td className={classes.wide}>
                  <EnumBadge value={server.mode} prefix="AUTHZEN_MODE" known={AUTHZEN_MODES} maw="100%" />
                </Td>
                <Td className={classes.limited}>
                  <Mono value={server.tokenAudience} />
                </Td>
                <Td className={classes.limited}>
                  <Mono value={server.tokenResource} />
                </Td>
                <Td className={classes.scopesColumn}>
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
                </Td>
                <Td>
                  <CopyValue value={server.activePolicyId} label={`active policy id of ${name}`} />
                </Td>
                <Td>
                  <CopyValue value={server.evaluateEntitlementId} label={`evaluate entitlement id of ${name}`} />
                </Td>
                <Td>
                  <CopyValue value={server.searchEntitlementId} label={`search entitlement id of ${name}`} />
                </Td>
                <Td className={classes.date}>
                  <DateTime value={server.createdAt} />
                </Td>
                <Td className={classes.date}>
                  <DateTime value={server.updatedAt} />
                </Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
