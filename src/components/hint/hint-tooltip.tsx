import { Tooltip } from '@mantine/core';
import type { Hint } from './hint-context';

/** The page's hint, drawn by Mantine's Tooltip at the element it belongs to. */
export function HintTooltip({ hint }: { hint: Hint }) {
  return <Tooltip target={hint.element} label={hint.label} opened withArrow />;
}

/** The hint's tooltip, for the provider that loads this chunk (hint-provider.tsx). */
export const hintTooltipElement = (hint: Hint) => <HintTooltip hint={hint} />;
