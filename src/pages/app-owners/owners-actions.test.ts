import { describe, expect, it } from 'vitest';
import { ownersNoticeSentence, ownersOutcomeSentence, removeOwnersConfirmation, removeOwnersSentence, setOwnersConfirmation, setOwnersSentence } from './owners-actions';

// Every sentence of the owners page for one user and for several: the words agree with the number.
describe('the owners page says how many in words that agree with the number', () => {
  it('Set owners: one user becomes the only owner; several become exactly these users; none leaves no owners', () => {
    expect(setOwnersSentence('app-1', ['user-ada'])).toBe('This user becomes the only owner of app-1: user-ada.');
    expect(setOwnersSentence('app-1', ['user-ada', 'user-grace'])).toBe('The owners of app-1 become exactly these 2 users: user-ada, user-grace.');
    expect(setOwnersSentence('app-1', [])).toBe('The list is empty: the app will have no owners. Every current owner of app-1 loses ownership.');
    expect([setOwnersConfirmation('app-1', ['user-ada']).confirmLabel, setOwnersConfirmation('app-1', ['a', 'b']).confirmLabel]).toEqual(['Set 1 owner', 'Set 2 owners']);
  });

  it('Remove owners: only this user loses it, or only these users lose it', () => {
    expect(removeOwnersSentence('app-1', ['user-ada'])).toBe('Only this user loses ownership of app-1: user-ada. Other owners keep it.');
    expect(removeOwnersSentence('app-1', ['user-ada', 'user-grace'])).toBe('Only these 2 users lose ownership of app-1: user-ada, user-grace. Other owners keep it.');
    expect([removeOwnersConfirmation('app-1', ['user-ada']).confirmLabel, removeOwnersConfirmation('app-1', ['a', 'b']).confirmLabel]).toEqual(['Remove 1 owner', 'Remove 2 owners']);
  });

  it('outcomes and notifications: one owner, several, none', () => {
    expect(ownersOutcomeSentence('set', 'app-1', ['user-ada'])).toBe('The only owner of app-1 is now: user-ada.');
    expect(ownersOutcomeSentence('set', 'app-1', ['user-ada', 'user-grace'])).toBe('The owners of app-1 are now exactly: user-ada, user-grace.');
    expect(ownersOutcomeSentence('set', 'app-1', [])).toBe('app-1 now has no owners.');
    expect(ownersOutcomeSentence('remove', 'app-1', ['user-ada'])).toBe('No longer an owner of app-1: user-ada.');
    expect(ownersOutcomeSentence('remove', 'app-1', ['user-ada', 'user-grace'])).toBe('No longer owners of app-1: user-ada, user-grace.');
    expect([ownersNoticeSentence('app-1', ['user-ada']), ownersNoticeSentence('app-1', ['a', 'b']), ownersNoticeSentence('app-1', [])]).toEqual(['1 user on app-1', '2 users on app-1', 'No owners on app-1']);
  });
});
