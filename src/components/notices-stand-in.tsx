// What shows the notices when the notifications container's chunk cannot be fetched
// (./overlays-request.ts). It travels with src/components/notify.ts, so whatever page asks for a
// notice already has it. Plain on purpose: Mantine's core Notification, whose CSS is on every
// page (src/mantine-styles.ts), at the container's place; no transitions, and no timer, so a
// notice stays until closed or replaced: with the container missing, nothing must go unseen.
import { Notification, Stack } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';

// Where the container shows them (./notifications-container.module.css, Mantine's 440 px, z-index 400).
const PLACE = {
  position: 'fixed',
  zIndex: 400,
  top: 'calc(var(--app-shell-header-height, 56px) + var(--mantine-spacing-md))',
  right: 'var(--mantine-spacing-md)',
  width: 'min(440px, calc(100% - 2 * var(--mantine-spacing-md)))',
} as const;

function NoticesStandIn() {
  const { notifications: shown } = useNotifications();
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm" style={PLACE}>
      {shown.map(({ id, message, autoClose: _autoClose, position: _position, priority: _priority, withAutoCloseProgress: _progress, allowClose, onClose: _onClose, onOpen: _onOpen, renderNotification: _render, ...props }) => (
        <Notification key={id} {...props} withCloseButton={allowClose !== false} onClose={() => id !== undefined && notifications.hide(id)}>
          {message}
        </Notification>
      ))}
    </Stack>
  );
}

/** The stand-in, for requestOverlays (./overlays-request.ts). */
export const noticesStandInElement = () => <NoticesStandIn />;
