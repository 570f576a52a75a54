import { Alert } from '@mantine/core';
import { useKnownReadOnly } from '../session/permissions';

export const READ_ONLY_NOTICE_TITLE = 'Read-only: viewers cannot change the tenant';

/**
 * The notice under the heading of a page that changes the tenant (`staticData.page.changes`), for
 * someone known to read only: drawn by `PageHeading`, so every such page says it the same way.
 * Never shown to an admin, nor while the role is unknown (prerender, hydration, /console/me pending).
 */
export function ReadOnlyNotice() {
  const readOnly = useKnownReadOnly();
  if (!readOnly) return null;
  return (
    // A note, not an alert: it is how the page is, not news, and must not interrupt a screen reader on every page.
    <Alert role="note" color="gray" variant="light" title={READ_ONLY_NOTICE_TITLE}>
      You can read and copy everything on this page; to make changes, ask an admin for admin access.
    </Alert>
  );
}
