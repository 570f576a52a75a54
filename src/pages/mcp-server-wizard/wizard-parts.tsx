import { Alert, Button, Checkbox, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { isApiError } from '../../api/api-error';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { OUTCOME_COLOR } from '../../components/outcome-color';
import { STEPS } from '../../forms/mcp-server-form';
import { isolateBidi } from '../../components/bidi-isolate';

const RESULT = STEPS.length - 1;

interface StepIndicatorProps {
  step: number;
  errorSteps: ReadonlySet<number>;
  onStepClick: (step: number) => void;
}

/** The step indicator: the full stepper from tablet width, a progress bar on a phone. */
export function StepIndicator(props: StepIndicatorProps) {
  return (
    <>
      <FullStepper {...props} />
      <CompactStepper {...props} />
    </>
  );
}

/**
 * On a phone the stepper would fill the first screen: a progress bar instead (the heading below says
 * "Step 2 of 5: Connection"), and a button to each step with errors.
 */
function CompactStepper({ step, errorSteps, onStepClick }: StepIndicatorProps) {
  const withErrors = [...errorSteps].filter((index) => index < RESULT).sort((a, b) => a - b);
  return (
    <Stack gap={6} hiddenFrom="sm">
      <Progress value={(Math.min(step + 1, RESULT) / RESULT) * 100} size="sm" aria-label={step < RESULT ? `Registration progress: step ${step + 1} of ${RESULT}` : 'Registration done'} />
      {withErrors.length > 0 && step < RESULT && (
        <Group gap={4}>
          <Text size="sm" c="red.8" fw={600}>
            Has errors:
          </Text>
          {withErrors.map((index) => (
            <Button key={index} variant="subtle" color="red" size="compact-sm" aria-label={`${STEPS[index]} (has errors)`} onClick={() => onStepClick(index)}>
              {STEPS[index]}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * Every editing step is reachable; a step with errors says so (in its accessible name too). The
 * result is not a step but the stepper completed, as the heading ("Step 1 of 5") counts it.
 */
function FullStepper({ step, errorSteps, onStepClick }: StepIndicatorProps) {
  return (
    <Stepper active={step} onStepClick={onStepClick} size="sm" aria-label="Registration steps" visibleFrom="sm">
      {STEPS.slice(0, RESULT).map((label, index) => {
        const hasError = errorSteps.has(index);
        return (
          <Stepper.Step
            key={label}
            label={label}
            description={hasError ? 'Has errors' : undefined}
            color={hasError ? 'red' : undefined}
            icon={hasError ? '!' : undefined}
            completedIcon={hasError ? '!' : undefined}
            allowStepSelect={step < RESULT}
            aria-current={index === step ? 'step' : undefined}
          />
        );
      })}
    </Stepper>
  );
}

/**
 * A failed Register. When no usable answer came back (connection dropped, gateway timeout, a 200
 * that is not a server view) the server may exist: the admin is told how to check, and registering
 * again needs an explicit "I checked".
 */
export function SubmitFailure(props: { error: Error; unknownOutcome: boolean; where: string; displayName: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  if (!props.unknownOutcome) {
    // Refused (a 4xx), or not taken at all (busy or unavailable: nothing was registered).
    const notTaken = isApiError(props.error) && (props.error.status === 429 || props.error.status === 503);
    return <ApiErrorAlert error={props.error} title={notTaken ? 'The service could not take the registration now' : 'The service refused the registration'} />;
  }
  return (
    <Alert color={OUTCOME_COLOR.unknown} title="The server may have been registered" role="alert">
      <Stack gap="xs">
        <Text size="sm">{props.error.message}</Text>
        <Text size="sm">
          The request was sent but no usable answer came back, so the service may have registered the server. Before trying again, check the MCP servers of{' '}
          {props.where} in the tenant's admin console for "{isolateBidi(props.displayName)}": registering again could create a duplicate.
        </Text>
        <Checkbox label="I checked: the server was not registered" checked={props.checked} onChange={(event) => props.onCheckedChange(event.currentTarget.checked)} />
      </Stack>
    </Alert>
  );
}
