import { createContext } from 'react';

/** What the one hint tooltip of the page shows, and at which element. */
export interface Hint {
  element: HTMLElement;
  label: string;
}

export interface HintControl {
  /** Shows `label` at `element`, replacing any other hint. */
  show: (element: HTMLElement, label: string) => void;
  /** Hides the hint if it is `element`'s. */
  hide: (element: HTMLElement) => void;
}

// Without a provider (a component rendered alone in a test) there is no hint to show.
export const HintContext = createContext<HintControl>({ show: () => {}, hide: () => {} });
