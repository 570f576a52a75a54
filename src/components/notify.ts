import { notifications, type NotificationData } from '@mantine/notifications';
import { requestOverlays } from './overlays-request';

/**
 * Shows a notification with a named close button. Mantine keeps it in its store until the
 * notifications container mounts, which this asks for (src/components/overlays-request.ts).
 */
export function showNotification(data: NotificationData): void {
  requestOverlays();
  notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, ...data });
}
