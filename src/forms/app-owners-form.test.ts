import { describe, expect, it } from 'vitest';
import { appOwnersFormSchema } from './app-owners-form';

describe('app owners form schema', () => {
  it('accepts an empty list: Set then leaves the app with no owners', () => {
    expect(appOwnersFormSchema.safeParse({ userIds: [] }).success).toBe(true);
  });

  it('trims ids and refuses an empty one', () => {
    expect(appOwnersFormSchema.parse({ userIds: [' user-1 '] })).toEqual({ userIds: ['user-1'] });
    expect(appOwnersFormSchema.safeParse({ userIds: ['  '] }).success).toBe(false);
  });

  it('names an id listed twice', () => {
    const result = appOwnersFormSchema.safeParse({ userIds: ['user-1', 'user-2', 'user-1'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Listed more than once: user-1');
  });
});
