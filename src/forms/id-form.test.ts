import { describe, expect, it } from 'vitest';
import { idFormSchema } from './id-form';

describe('id form schema', () => {
  const schema = idFormSchema([
    { name: 'appId', label: 'App id' },
    { name: 'id', label: 'Mapping id' },
  ]);

  it('sends the ids trimmed', () => {
    expect(schema.parse({ appId: ' app-1 ', id: 'm-2\n' })).toEqual({ appId: 'app-1', id: 'm-2' });
  });

  it('names each missing id by its label', () => {
    const result = schema.safeParse({ appId: '   ', id: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['appId', 'App id is required'],
      ['id', 'Mapping id is required'],
    ]);
  });
});
