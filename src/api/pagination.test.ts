import { describe, expect, it } from 'vitest';
import { pageQuery } from './pagination';

describe('pagination query', () => {
  it('sends page_size and page_token, the names of the API family\'s OpenAPI document and SDK', () => {
    expect(pageQuery({ pageSize: 25, pageToken: 'abc' }, 100)).toEqual({ page_size: '25', page_token: 'abc' });
  });

  it('never asks for more than the maximum, nor less than one; no token for the first page', () => {
    expect(pageQuery({ pageSize: 500 }, 200)).toEqual({ page_size: '200' });
    expect(pageQuery({ pageSize: 0, pageToken: '' }, 100)).toEqual({ page_size: '1' });
    expect(pageQuery({}, 100)).toEqual({});
  });
});
