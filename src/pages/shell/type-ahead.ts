// Keys typed while the command palette's chunk is on its way: Ctrl+K then "sso" at once is muscle
// memory, and on a slow connection those keys would otherwise land in the page underneath, or
// nowhere (command-palette-trigger.ts).

export interface TypeAhead {
  /** Ends the capture and returns what was typed. */
  stop: () => string;
}

/**
 * Captures, until stopped, the characters typed anywhere under `target` (the window): Backspace
 * takes one back, and Enter is held so that it submits no form underneath. Escape or a pointer
 * press elsewhere ends the capture and calls `onCancel`: the admin has moved on. Shortcuts (with
 * Ctrl, Alt or Meta), Tab and other keys pass through untouched.
 */
export function startTypeAhead(target: EventTarget, onCancel: () => void): TypeAhead {
  let typed = '';
  const onKey = (event: Event) => {
    const key = event as KeyboardEvent;
    if (key.isComposing || key.ctrlKey || key.metaKey || key.altKey) return;
    if (key.key === 'Escape') {
      stop();
      onCancel();
    } else if (key.key === 'Backspace') typed = typed.slice(0, -1);
    else if (key.key.length === 1) typed += key.key;
    else if (key.key !== 'Enter') return;
    key.preventDefault();
    key.stopPropagation();
  };
  const onPointer = () => {
    stop();
    onCancel();
  };
  const capture = { capture: true };
  const stop = () => {
    target.removeEventListener('keydown', onKey, capture);
    target.removeEventListener('pointerdown', onPointer, capture);
    return typed;
  };
  target.addEventListener('keydown', onKey, capture);
  target.addEventListener('pointerdown', onPointer, capture);
  return { stop };
}
