import { createLazyRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/not-built-yet';

function ContactsEditorPage() {
  return <NotBuiltYet title="Contacts" />;
}

export const Route = createLazyRoute('/settings/contacts')({ component: ContactsEditorPage });
