import { Tooltip } from '@mantine/core';
import type { Hint } from './hint-context';

/** The page's hint, drawn by Mantine's Tooltip at the element it belongs to. */
export function HintTooltip({ hint }: { hint: Hint }) {
  return <Tooltip target={hint.element} label={hint.label} opened withArrow />;
}
