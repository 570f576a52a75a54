// Confirmation modals go through @mantine/modals' global API, whose provider is mounted from a
// lazy chunk beside the app on first use (src/pages/shell/overlays.tsx,
// src/components/overlays-request.ts). Its `openConfirmModal` is a window event: fired before the
// provider listens, it is lost and the click does nothing. This asks for the provider, waits
// until it is mounted, then opens the modal.
import { modals } from '@mantine/modals';
import { requestOverlays } from './overlays-request';

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the overlays once the modals provider is mounted and listening. */
export function markModalsReady(): void {
  markReady();
}

export function openConfirmModal(props: Parameters<typeof modals.openConfirmModal>[0]): void {
  requestOverlays();
  void ready.then(() => modals.openConfirmModal(props));
}
