import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, showNotification } from './notify';

vi.mock('./overlays-request', () => ({ requestOverlays: () => undefined }));

const held = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue];
};

describe('showNotification', () => {
  afterEach(() => notifications.clean());

  it('replaces a notice of the same kind instead of stacking a second one', () => {
    showNotification({ id: 'contacts-saved', title: 'Contacts saved', message: 'The changed lists were saved.' });
    showNotification({ id: 'contacts-saved', title: 'Contacts saved', message: 'All three lists were replaced.' });
    expect(held()).toHaveLength(1);
    expect(held()[0]).toMatchObject({ id: 'contacts-saved', message: 'All three lists were replaced.', closeButtonProps: { 'aria-label': 'Close notification' } });
  });

  it('gives a replacement a duration of its own each time, so Mantine starts its timer again', () => {
    showNotification({ id: 'contacts-saved', message: 'First' });
    const durations = [held()[0].autoClose];
    for (const message of ['Second', 'Third']) {
      showNotification({ id: 'contacts-saved', message });
      durations.push(held()[0].autoClose);
    }
    expect(durations).toEqual([NOTICE_MS, NOTICE_MS + 1, NOTICE_MS]);
  });

  it('shows notices of different kinds side by side', () => {
    showNotification({ id: 'contacts-saved', message: 'Saved' });
    showNotification({ id: 'auth-config-saved:a', message: 'Saved' });
    expect(held().map((item) => item.id)).toEqual(['contacts-saved', 'auth-config-saved:a']);
  });
});
