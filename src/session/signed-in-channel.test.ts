import { describe, expect, it, vi } from 'vitest';
import { announceSignedIn, onSignedInElsewhere } from './signed-in-channel';

describe('the signed-in channel between tabs', () => {
  it('tells every listening tab once a sign-in is announced, ignores other messages, and stops when asked', async () => {
    const listener = vi.fn();
    const stop = onSignedInElsewhere(listener);
    const stranger = new BroadcastChannel('tenant-admin-console.session');
    stranger.postMessage({ type: 'something-else' });
    stranger.postMessage('signed-in');
    announceSignedIn();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    stop();
    // A tab still listening hears the next announcement; by then the stopped one would have too.
    const stillListening = vi.fn();
    const stopOther = onSignedInElsewhere(stillListening);
    announceSignedIn();
    await vi.waitFor(() => expect(stillListening).toHaveBeenCalledTimes(1));
    expect(listener).toHaveBeenCalledTimes(1);
    stopOther();
    stranger.close();
  });
});
