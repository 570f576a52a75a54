// The stack's floor (bench/lighthouse.ts): the console's stack with nothing of its own — Mantine's
// AppShell with its full stylesheet, TanStack Router and Query, one react-hook-form + zod form —
// rendered on the client from one bundle, the way a new project of this stack starts. The bench
// measures it beside the console, so a route's start-up is judged against what the stack costs.
import '@mantine/core/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { AppShell, Button, MantineProvider, NavLink, Stack, Text, TextInput, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const contactSchema = z.object({ name: z.string().min(1, 'Enter a name'), email: z.email('Enter an e-mail address') });

function ContactForm() {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(contactSchema), defaultValues: { name: '', email: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <Stack gap="sm" maw={420}>
        <TextInput label="Name" {...register('name')} error={formState.errors.name?.message} />
        <TextInput label="E-mail" {...register('email')} error={formState.errors.email?.message} />
        <Button type="submit">Save</Button>
      </Stack>
    </form>
  );
}

function Home() {
  const info = useQuery({ queryKey: ['info'], queryFn: () => Promise.resolve({ tenant: 'Floor tenant' }) });
  return (
    <Stack>
      <Title order={1}>Contacts</Title>
      <Text c="dimmed">{info.data?.tenant ?? 'Loading…'}</Text>
      <ContactForm />
    </Stack>
  );
}

const rootRoute = createRootRoute();
const router = createRouter({ routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home })]) });
const queryClient = new QueryClient();

function App() {
  return (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }} padding="md">
          <AppShell.Header p="md"><Text fw={700}>Floor</Text></AppShell.Header>
          <AppShell.Navbar p="xs" aria-label="Pages"><NavLink href="/" label="Contacts" active /></AppShell.Navbar>
          <AppShell.Main>
            <RouterProvider router={router} />
          </AppShell.Main>
        </AppShell>
      </QueryClientProvider>
    </MantineProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<StrictMode><App /></StrictMode>);
