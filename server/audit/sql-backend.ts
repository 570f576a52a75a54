// The one SQL dialect both stores speak (PostgreSQL's): the embedded PGlite and a real server
// through `pg` sit behind this small interface, so the store, its migrations and its tests are
// written once.
export type SqlParam = string | number | boolean | null;

export interface SqlBackend {
  readonly kind: 'pglite' | 'postgres';
  query<Row extends object>(text: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /**
   * Runs `work` alone: no other instance runs it at the same time (an advisory lock on PostgreSQL,
   * where several consoles may start together; PGlite has one process by construction).
   */
  exclusive(work: (query: SqlBackend['query']) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
