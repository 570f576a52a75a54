// The demo tenant imports the wire contract from src/api without React: any module on its import
// graph that reaches for React or TanStack Query fails this test.
import { describe, expect, it, vi } from 'vitest';

vi.mock('react', () => {
  throw new Error('the demo tenant imported react');
});
vi.mock('@tanstack/react-query', () => {
  throw new Error('the demo tenant imported @tanstack/react-query');
});

describe('demo tenant module graph', () => {
  it('loads, and answers, without React', async () => {
    const { createDemoTenant } = await import('./app');
    const tenant = createDemoTenant();
    const { token } = tenant.tokens.issue();
    const response = await tenant.app.fetch(new Request('http://demo.test/api/v1/settings/contacts', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: '{"updateMask": "securityEmails"}' }));
    expect(response.status).toBe(200);
  });
});
