import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { requestOverlays } from './overlays-request';

/** A notification; `id` names its kind (e.g. `contacts-saved`), one notice of a kind shown at a time. */
export type Notice = NotificationData & { id: string };

/**
 * Shows a notification with a named close button. Mantine keeps it in its store until the
 * notifications container mounts, which this asks for (src/components/overlays-request.ts).
 * A notice whose `id` is already shown or queued is updated in place (Mantine's
 * `notifications.update`), so saving twice leaves one "saved" notice, not two stacked.
 */
export function showNotification(data: Notice): void {
  requestOverlays();
  const notice = { closeButtonProps: { 'aria-label': 'Close notification' }, ...data };
  const { notifications: shown, queue } = notificationsStore.getState();
  if ([...shown, ...queue].some((item) => item.id === data.id)) notifications.update(notice);
  else notifications.show(notice);
}
