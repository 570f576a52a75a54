// The wizard's step lives in the address (`?step=connection`), so Back and Forward move between
// steps and a reload stays on its step. An address never opens a step past the first one whose
// fields break a rule (a pasted link, Forward after an earlier step was changed, a draft restored
// without its secrets): the wizard shows that step and corrects the address in place. The address
// the wizard opens on (a pasted link, a reload, a deep link) shows no errors, whatever the draft
// holds: the step it stops at may be one the admin has not filled yet, and it stays quiet, as on
// a first visit, until Next. An address the admin moves to afterwards (Forward after an earlier
// step was changed) shows the errors that stopped it, once the admin has entered something. Until
// the page has hydrated it shows the first step, as the prerendered page did.
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMPTY_FORM, fieldsOfStep, firstInvalidStep, type McpServerFormValues } from '../../forms/mcp-server-form';
import { STEP_PARAMS, type GoToStepParam, type StepParam } from './step-params';

export const RESULT_STEP = STEP_PARAMS.indexOf('result');

/** The address's step (`param`, from the page's route) and how to move it (`goToParam`). */
export interface StepAddress {
  param: StepParam | undefined;
  goToParam: GoToStepParam;
}

/** Whether the form holds anything but what opening it gives (a link's app id only pre-fills). */
function enteredSomething(values: McpServerFormValues): boolean {
  return JSON.stringify({ ...values, appId: EMPTY_FORM.appId }) !== JSON.stringify(EMPTY_FORM);
}

export function useWizardStep(form: UseFormReturn<McpServerFormValues>, { param, goToParam }: StepAddress, hydrated: boolean, hasResult: boolean) {
  const requested = hydrated && param ? STEP_PARAMS.indexOf(param) : 0;
  // The result exists only while this tab keeps one (wizard.tsx): without it, its address opens the last step allowed.
  const allowed = (target: number) => (target === RESULT_STEP && hasResult ? target : Math.min(target, firstInvalidStep(form.getValues())));

  // Checked when the address changes, not on every keystroke: choosing an auth method that makes
  // the token sharing of an earlier step invalid does not pull the admin away from what they do.
  // `opening`: the address the wizard opened on (the first it reads once hydrated), not one moved to.
  const [shown, setShown] = useState(() => ({ hydrated, requested, step: allowed(requested), opening: true }));
  let current = shown;
  if (shown.requested !== requested || shown.hydrated !== hydrated) {
    current = { hydrated, requested, step: allowed(requested), opening: !shown.hydrated };
    setShown(current);
  }

  useEffect(() => {
    if (current.step === current.requested) return;
    void goToParam(STEP_PARAMS[current.step] ?? 'application', { replace: true });
    if (!current.opening && enteredSomething(form.getValues())) void form.trigger(fieldsOfStep(current.step));
  }, [current, goToParam, form]);

  const goTo = (target: number) => goToParam(STEP_PARAMS[target] ?? 'application');
  return { step: current.step, goTo };
}
