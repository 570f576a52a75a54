// The wizard's step lives in the address (`?step=connection`), so Back and Forward move between
// steps and a reload stays on its step. An address never opens a step past the first one whose
// fields break a rule (a pasted link, Forward after an earlier step was changed, a draft restored
// without its secrets): the wizard shows that step with its errors and corrects the address in
// place. Until the page has hydrated it shows the first step, as the prerendered page did.
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldsOfStep, firstInvalidStep, type McpServerFormValues } from '../../forms/mcp-server-form';
import { STEP_PARAMS } from './route';

const routeApi = getRouteApi('/mcp-servers/new');

export const RESULT_STEP = STEP_PARAMS.indexOf('result');

export function useWizardStep(form: UseFormReturn<McpServerFormValues>, hydrated: boolean, hasResult: boolean) {
  const { step: param } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const requested = hydrated && param ? STEP_PARAMS.indexOf(param) : 0;
  // The result exists only in this page's memory: without one, its address opens the last step allowed.
  const allowed = (target: number) => (target === RESULT_STEP && hasResult ? target : Math.min(target, firstInvalidStep(form.getValues())));

  // Checked when the address changes, not on every keystroke: choosing an auth method that makes
  // the token sharing of an earlier step invalid does not pull the admin away from what they do.
  const [shown, setShown] = useState(() => ({ requested, step: allowed(requested) }));
  let current = shown;
  if (shown.requested !== requested) {
    current = { requested, step: allowed(requested) };
    setShown(current);
  }

  useEffect(() => {
    if (current.step === current.requested) return;
    void navigate({ search: (previous) => ({ ...previous, step: STEP_PARAMS[current.step] }), replace: true });
    void form.trigger(fieldsOfStep(current.step));
  }, [current, navigate, form]);

  const goTo = (target: number) => navigate({ search: (previous) => ({ ...previous, step: STEP_PARAMS[target] }) });
  return { step: current.step, goTo };
}
