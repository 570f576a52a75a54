// Notifications are mounted beside the app rather than around it, from their own chunk and only
// once a page first asks for one (./overlays-request.ts), so
// @mantine/notifications and its six positioned containers stay off the initial route and their
// mount off page loads. Pages call `showNotification(...)` from src/components/notify.ts, which
// Mantine's store keeps until the container mounts. Confirmations are not global: each page
// renders its own DestructiveConfirm (src/components/destructive-confirm.tsx).
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-container.module.css';

/** The container every notification shows in, for overlays-request.ts to mount. */
export const notificationsElement = () => <Notifications position="top-right" classNames={{ root: classes.notifications }} />;
