import type { MantineColor } from '@mantine/core';
import type { ActivityOutcome } from './session-activity-store';

/**
 * The colour of each outcome of a change, wherever it is shown: the session activity's badges,
 * the revoke pages' outcome alerts, and the error alert. A change that got no answer may have been
 * applied: drawn in the failure red, the alert would say it was not, whatever its words say.
 */
export const OUTCOME_COLOR = {
  succeeded: 'green',
  'not-found': 'yellow',
  failed: 'red',
  unknown: 'orange',
} as const satisfies Record<ActivityOutcome, MantineColor>;

/** The error alert's colour: the failure red, or the unknown outcome's for a change that got no answer (ApiError.outcomeUnknown). */
export function errorAlertColor(outcomeUnknown: boolean | undefined): MantineColor {
  return OUTCOME_COLOR[outcomeUnknown ? 'unknown' : 'failed'];
}
