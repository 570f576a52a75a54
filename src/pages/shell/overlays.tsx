// Notifications and confirmation modals are mounted beside the app rather than around it, from
// their own chunk, so @mantine/notifications, @mantine/modals, Modal, the focus trap and the
// scroll lock (about 15 KB gzip) stay off the initial route. Both APIs are global: pages call
// `notifications.show(...)` (kept in a store until the container mounts) and
// `modals.openConfirmModal(...)` (a window event the provider listens to). `useModals()` context
// is therefore not available to pages; use the `modals` functions.
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

export function Overlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
