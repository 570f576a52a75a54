// The wizard: five steps and a result, one react-hook-form over the whole registration, validated by
// the one zod form model; the step is in the address (use-wizard-step.ts); the step indicator marks
// steps with errors; the draft (no secrets) follows every change into sessionStorage, and the
// result is kept there too (wizard-storage.ts), so a reload of its tab shows it again; Register
// cannot be sent twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useFormContext, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { useRegisterMcpServerMutation, type RegisterMcpServerResponse } from '../../api/mcp-servers';
import { isolateBidi } from '../../components/bidi-isolate';
import { ChangeButton } from '../../components/change-button';
import { buildRegisterBody, formPathOf, registerAppId } from '../../forms/mcp-server-body';
import { EMPTY_FORM, REVIEW_STEP, STEPS, fieldsOfStep, hasSecrets, mcpServerFormSchema, stepOfField, type McpServerFormValues } from '../../forms/mcp-server-form';
import { applyServerError, fieldViolations } from '../../forms/server-errors';
import { useSingleFlight } from '../../hooks/use-single-flight';
import { useUnsavedChangesGuard } from '../../hooks/use-unsaved-changes-guard';
import { useHydrated, useStoredValue } from '../../hooks/use-stored-value';
import { useCanChangeTenant, useKnownReadOnly } from '../../session/permissions';
import { ApplicationStep } from './application-step';
import { AuthStep } from './auth-step';
import { ConnectionStep } from './connection-step';
import { ResultView, resultHeading } from './result-view';
import { ReviewStep, flattenErrors } from './review-step';
import { ServerStep } from './server-step';
import { StepIndicator, SubmitFailure } from './wizard-parts';
import { RESULT_STEP, useWizardStep, type StepAddress } from './use-wizard-step';
import { clearDraft, clearResult, loadDraft, loadResult, rememberAppId, saveDraft, saveResult, type Draft } from './wizard-storage';

const REVIEW = REVIEW_STEP;
const RESULT = RESULT_STEP;
const LEAVE_MESSAGE = 'Your draft stays in this tab, but the secrets you typed are never saved: you will have to enter them again. Leave the wizard?';

function initialState(appId: string, draft: Draft | null): { values: McpServerFormValues; restored: boolean } {
  const values = draft?.values ?? EMPTY_FORM;
  // A search parameter only pre-fills (DESIGN.md); it wins over the draft's app id.
  if (appId) return { values: { ...values, appMode: 'existing', appId }, restored: Boolean(draft) };
  return { values, restored: Boolean(draft) };
}

/**
 * A failure after which the service may or may not have registered the server: no usable answer
 * (none within the console's limit, API_TIMEOUT_MS, included), a gateway's, or a 500 (google.rpc
 * INTERNAL or UNKNOWN: the call may have been carried out in part). A 503 or 429 says the call
 * was not taken, and a 4xx that it was refused.
 */
function outcomeUnknown(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unexpected-response' || error.status === 500 || error.status === 502 || error.status === 504);
}

type InitialState = ReturnType<typeof initialState>;

/** The result on show: this visit's answer, or the copy this tab kept (`restored`, without config values). */
interface ShownResult {
  response: RegisterMcpServerResponse;
  restored: boolean;
}

export function McpServerWizard({ initialAppId, stepAddress }: { initialAppId: string; stepAddress: StepAddress }) {
  // The prerendered page was drawn without this tab's draft: while it hydrates, the wizard starts
  // empty and keeps no draft (it would erase the one it has not read); a draft or a result found
  // then starts the wizard again from it (a new key: the form's defaults are read once).
  const hydrated = useHydrated();
  const draft = useStoredValue(loadDraft, null);
  const storedResult = useStoredValue(loadResult, null);
  return (
    <WizardForm
      key={`${draft ? 'draft' : 'no draft'}, ${storedResult ? 'result' : 'no result'}`}
      initialAppId={initialAppId}
      draft={draft}
      storedResult={storedResult}
      hydrated={hydrated}
      stepAddress={stepAddress}
    />
  );
}

interface WizardFormProps {
  initialAppId: string;
  draft: Draft | null;
  storedResult: RegisterMcpServerResponse | null;
  hydrated: boolean;
  stepAddress: StepAddress;
}

function WizardForm({ initialAppId, draft, storedResult, hydrated, stepAddress }: WizardFormProps) {
  const [initial] = useState(() => initialState(initialAppId, draft));
  const form = useForm<McpServerFormValues>({ defaultValues: initial.values, resolver: zodResolver(mcpServerFormSchema), mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <WizardSteps initial={initial} storedResult={storedResult} hydrated={hydrated} stepAddress={stepAddress} />
    </FormProvider>
  );
}

function WizardSteps({ initial, storedResult, hydrated, stepAddress }: { initial: InitialState; storedResult: RegisterMcpServerResponse | null; hydrated: boolean; stepAddress: StepAddress }) {
  const form = useFormContext<McpServerFormValues>();
  const [result, setResult] = useState<ShownResult | null>(() => storedResult && { response: storedResult, restored: true });
  const { step, goTo } = useWizardStep(form, stepAddress, hydrated, result !== null);
  const [unknownOutcome, setUnknownOutcome] = useState(false);
  const [checkedNotRegistered, setCheckedNotRegistered] = useState(false);
  const mutation = useRegisterMcpServerMutation();
  const canRegister = useCanChangeTenant();
  const readOnly = useKnownReadOnly();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const values = useWatch({ control: form.control }) as McpServerFormValues;
  const { errors } = useFormState({ control: form.control });

  useEffect(() => {
    if (hydrated && step < RESULT) saveDraft(values);
  }, [hydrated, values, step]);

  // Each step the admin moves to (Next, Back, the browser's history, the result) takes focus on
  // its heading; the review step checks every rule. Opening the page moves nothing.
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = hydrated ? step : null;
    if (previous === null || previous === step) return;
    headingRef.current?.focus();
    if (step === REVIEW) void form.trigger();
  }, [hydrated, step, form]);

  // Moving between steps or to another page keeps the draft in this tab, all but its secrets;
  // closing the tab or reloading loses what changed since the page opened.
  const [baseline, setBaseline] = useState(initial.values);
  const dirty = step < RESULT && JSON.stringify(values) !== JSON.stringify(baseline);
  useUnsavedChangesGuard(dirty, { message: LEAVE_MESSAGE, lostInApp: step < RESULT && hasSecrets(values), allowSamePath: true });

  // Register sits at the foot of a long review: a refusal drawn just above it is brought into
  // view with the buttons under it, so the admin sees why and can press again (focus stays put).
  // A margin under them: the scroll lands on whole pixels, and rows of fractional height would
  // otherwise leave the buttons a fraction of a pixel below the fold.
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mutation.error) actionsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [mutation.error]);

  const errorSteps = new Set(flattenErrors(errors).map(([path]) => stepOfField(path)));
  // An error that names no field of an editing step belongs to the review step, where it is shown.
  if (mutation.isError && !fieldViolations(mutation.error).some((violation) => formPathOf(violation.field))) errorSteps.add(REVIEW);

  const next = async () => {
    if (await form.trigger(fieldsOfStep(step), { shouldFocus: true })) void goTo(step + 1);
  };

  // Resolves when the registration settles (never, if the page is left first: the guard goes with it).
  const onValid = useSingleFlight(
    (valid: McpServerFormValues) =>
      new Promise<void>((settled) => {
        setUnknownOutcome(false);
        setCheckedNotRegistered(false);
        const appId = registerAppId(valid);
        mutation.mutate(
          { appId, body: () => buildRegisterBody(valid) },
          {
            onSettled: () => settled(),
            onSuccess: (data) => {
              rememberAppId(data.mcpServer?.appId || appId);
              clearDraft();
              saveResult(data);
              setResult({ response: data, restored: false });
              // Registered: the input is done with (Back from the result starts a new registration).
              void goTo(RESULT).then(() => form.reset(EMPTY_FORM));
            },
            onError: (error) => {
              applyServerError(form.setError, error, (field) => formPathOf(field) as FieldPath<McpServerFormValues> | null);
              setUnknownOutcome(outcomeUnknown(error));
            },
          },
        );
      }),
  );
  // handleSubmit runs the whole schema: on errors the fields show them and the heading takes focus.
  const register = () => form.handleSubmit(onValid, () => headingRef.current?.focus())();

  // Enter in a field submits the step: Next on editing steps, Register on the review step (for
  // those who may register).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < REVIEW) void next();
    else if (step === REVIEW && canRegister) void register();
  };

  const startOver = () => {
    clearDraft();
    clearResult();
    form.reset(EMPTY_FORM);
    setBaseline(EMPTY_FORM);
    mutation.reset();
    setUnknownOutcome(false);
    // Gone once the first step shows: its address (Back) then opens the first step, as after a reload.
    void goTo(0).then(() => setResult(null));
  };

  return (
    <Stack gap="lg">
      {initial.restored && step < RESULT && (
        <Alert color="blue" variant="light" title="Draft restored">
          Your draft from this browser tab was restored. Secrets are never saved: re-enter them on the Authentication step{hasSecrets(values) ? ' (done)' : ''}.
        </Alert>
      )}
      {readOnly && step < RESULT && (
        <Alert color="gray" variant="light" title="Viewers cannot register servers">
          You can fill in every step and copy the request from the review step; only an admin can register it.
        </Alert>
      )}
      <StepIndicator step={step} errorSteps={errorSteps} onStepClick={(target) => void (step < RESULT && target < RESULT && goTo(target))} />
      <Paper withBorder p="md" component="form" noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
            {step === RESULT && result ? resultHeading(result.response) : `Step ${step + 1} of ${REVIEW + 1}: ${STEPS[step] ?? ''}`}
          </Title>
          {step === 0 && <ApplicationStep />}
          {step === 1 && <ServerStep />}
          {step === 2 && <ConnectionStep />}
          {step === 3 && <AuthStep />}
          {step === REVIEW && <ReviewStep onGoToStep={goTo} />}
          {step === RESULT && result && <ResultView result={result.response} restored={result.restored} />}

          {step === REVIEW && mutation.isError && (
            <SubmitFailure
              error={mutation.error}
              unknownOutcome={unknownOutcome}
              where={registerAppId(values) ? `app ${isolateBidi(registerAppId(values))}` : 'your applications'}
              displayName={values.displayName}
              checked={checkedNotRegistered}
              onCheckedChange={setCheckedNotRegistered}
            />
          )}

          <Group justify="space-between" ref={actionsRef} style={{ scrollMarginBottom: 'var(--mantine-spacing-xs)' }}>
            {step > 0 && step < RESULT ? (
              <Button variant="default" onClick={() => void goTo(step - 1)} disabled={mutation.isPending}>
                Back
              </Button>
            ) : (
              <span />
            )}
            {step < REVIEW && <Button type="submit">Next</Button>}
            {step === REVIEW &&
              (canRegister ? (
                <ChangeButton type="submit" loading={mutation.isPending} disabled={mutation.isPending || (unknownOutcome && !checkedNotRegistered)}>
                  {unknownOutcome ? 'Register again' : 'Register'}
                </ChangeButton>
              ) : (
                <Text fw={600}>Viewers cannot register servers</Text>
              ))}
            {step === RESULT && <Button onClick={startOver}>Register another</Button>}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
