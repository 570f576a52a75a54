/** The wizard's steps as the address names them (`?step=connection`), in order; see use-wizard-step.ts. */
export const STEP_PARAMS = ['application', 'server', 'connection', 'authentication', 'review', 'result'] as const;

export type StepParam = (typeof STEP_PARAMS)[number];

/** Moves the address to a step: a new history entry, or `replace` to correct the current one. */
export type GoToStepParam = (step: StepParam, options?: { replace?: boolean }) => Promise<void>;
