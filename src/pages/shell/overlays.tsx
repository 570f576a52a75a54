// Notifications and confirmation modals are mounted beside the app rather than around it, from
// their own chunk, so @mantine/notifications, @mantine/modals, Modal, the focus trap and the
// scroll lock (about 15 KB gzip) stay off the initial route. Both APIs are global: pages call
// `notifications.show(...)` (kept in a store until the container mounts) and
// `openConfirmModal(...)` from src/components/confirm-modal.ts (a window event the provider
// listens to, held until the provider is mounted). `useModals()` context
// is therefore not available to pages; use the `modals` functions.
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markModalsReady } from '../../components/confirm-modal';

export function Overlays() {
  // Effects run child-first: by now ModalsProvider listens for its open events.
  useEffect(markModalsReady, []);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
