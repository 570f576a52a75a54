import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { noticesStandInElement } from './notices-stand-in';
import { requestOverlays } from './overlays-request';

/** A notification; `id` names its kind (e.g. `contacts-saved`), one notice of a kind shown at a time. */
export type Notice = NotificationData & { id: string };

/** How long a notice stays on screen unless it says otherwise (Mantine's default). */
export const NOTICE_MS = 4_000;

/**
 * Shows a notification with a named close button. Mantine keeps it in its store until the
 * notifications container mounts, which this asks for (src/components/overlays-request.ts); if
 * that container cannot be fetched, ./notices-stand-in.tsx shows the notices instead.
 * A notice whose `id` is already shown or queued is updated in place (Mantine's
 * `notifications.update`), so saving twice leaves one "saved" notice, not two stacked; the
 * replacement stays its full time, not what was left of the first.
 */
export function showNotification(data: Notice): void {
  requestOverlays(noticesStandInElement);
  const notice: Notice = { closeButtonProps: { 'aria-label': 'Close notification' }, autoClose: NOTICE_MS, ...data };
  const { notifications: shown, queue } = notificationsStore.getState();
  const held = [...shown, ...queue].find((item) => item.id === data.id);
  if (!held) {
    notifications.show(notice);
    return;
  }
  // An update keeps the notice's running timer: Mantine starts it again only when the notice's
  // duration changes (as its own notifications.promise does, from loading to done). So a
  // replacement asks for a duration 1 ms off the one shown, alternately.
  if (typeof notice.autoClose === 'number' && notice.autoClose === held.autoClose) notice.autoClose += 1;
  notifications.update(notice);
}
