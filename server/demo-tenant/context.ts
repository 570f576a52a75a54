// What every demo area gets when a tenant is created: fresh state per tenant instance, a clock
// tests can move, and seed options (a larger history for the benchmark).
export interface DemoSeedOptions {
  /** Number of tool binding history entries (default 1,000; the benchmark seeds 10,000). */
  toolHistorySize?: number;
  /** Number of cross-app-access settings history entries (default 300). */
  xaaHistorySize?: number;
}

export interface DemoContext {
  now: () => Date;
  seed: Required<DemoSeedOptions>;
}
