// Notifications and confirmation modals are mounted beside the app rather than around it, from
// their own chunk and only once a page first asks for one (src/components/overlays-request.ts),
// so @mantine/notifications, @mantine/modals, Modal, the focus trap and the scroll lock (about
// 15 KB gzip) stay off the initial route and their mount off page loads. Both APIs are global:
// pages call `showNotification(...)` from src/components/notify.ts (kept in Mantine's store
// until the container mounts) and `openConfirmModal(...)` from src/components/confirm-modal.ts
// (held until the provider is mounted). `useModals()` context is therefore not available to
// pages; use those functions.
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
