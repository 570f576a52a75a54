import { describe, expect, it, vi } from 'vitest';
import { startTypeAhead } from './type-ahead';

/** A keydown as the browser sends it (Node has no KeyboardEvent). */
function press(target: EventTarget, key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; isComposing?: boolean } = {}): Event {
  const event = Object.assign(new Event('keydown', { cancelable: true }), { key, ...modifiers });
  target.dispatchEvent(event);
  return event;
}

const typeText = (target: EventTarget, text: string) => [...text].map((key) => press(target, key));

describe('startTypeAhead', () => {
  it('keeps what is typed, Backspace taking one back, and holds those keys from the page', () => {
    const target = new EventTarget();
    const typeAhead = startTypeAhead(target, () => {});
    const events = typeText(target, 'ssx');
    const backspace = press(target, 'Backspace');
    typeText(target, 'o app');
    expect(typeAhead.stop()).toBe('sso app');
    expect([...events, backspace].every((event) => event.defaultPrevented)).toBe(true);
  });

  it('holds Enter (no form underneath is submitted) without typing it', () => {
    const target = new EventTarget();
    const typeAhead = startTypeAhead(target, () => {});
    typeText(target, 'ab');
    expect(press(target, 'Enter').defaultPrevented).toBe(true);
    expect(typeAhead.stop()).toBe('ab');
  });

  it('lets shortcuts, Tab and a composing input method pass untouched', () => {
    const target = new EventTarget();
    const typeAhead = startTypeAhead(target, () => {});
    const passed = [press(target, 'c', { ctrlKey: true }), press(target, 'v', { metaKey: true }), press(target, 'x', { altKey: true }), press(target, 'Tab'), press(target, 'a', { isComposing: true })];
    expect(passed.map((event) => event.defaultPrevented)).toEqual([false, false, false, false, false]);
    expect(typeAhead.stop()).toBe('');
  });

  it('Escape cancels: the capture ends and later keys reach the page', () => {
    const target = new EventTarget();
    const onCancel = vi.fn();
    const typeAhead = startTypeAhead(target, onCancel);
    typeText(target, 'ss');
    expect(press(target, 'Escape').defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(press(target, 'o').defaultPrevented).toBe(false);
    expect(typeAhead.stop()).toBe('ss');
  });

  it('a pointer press elsewhere cancels too', () => {
    const target = new EventTarget();
    const onCancel = vi.fn();
    startTypeAhead(target, onCancel);
    target.dispatchEvent(new Event('pointerdown'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(press(target, 'a').defaultPrevented).toBe(false);
  });

  it('once stopped, captures nothing more and never cancels', () => {
    const target = new EventTarget();
    const onCancel = vi.fn();
    const typeAhead = startTypeAhead(target, onCancel);
    typeText(target, 'a');
    expect(typeAhead.stop()).toBe('a');
    expect(press(target, 'b').defaultPrevented).toBe(false);
    press(target, 'Escape');
    target.dispatchEvent(new Event('pointerdown'));
    expect(onCancel).not.toHaveBeenCalled();
  });
});
