import { ActionIcon, AppShell, Burger, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { lazyRender, useLazyRender } from '../../components/lazy-render';
import { AnchorLink } from '../../components/links';
import { PagePending, PageSkeleton } from '../../components/page-skeleton';
import { useSessionState } from '../../session/session-state';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { DocumentTitle } from './document-title';
import { openCommandPalette, preloadCommandPalette, useCommandPaletteFailure, useMountedCommandPalette } from './command-palette-trigger';
import { Navigation } from './navigation';
import { PaletteShortcutKeys, usePaletteHotkey } from './palette-shortcut';
import classes from './shell.module.css';
import { SignedOut } from './signed-out';
import { TenantBadge } from './tenant-badge';
import { UserMenu } from './user-menu';

// Its own chunk: only an ended session needs it.
const signInAgain = lazyRender<[opened: boolean]>(() => import('./sign-in-again').then((module) => module.signInAgainElement));

/** A magnifier; struck through while search cannot open, so that is not told by colour alone (WCAG 1.4.1). */
function SearchIcon({ unavailable }: { unavailable: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
      {unavailable && <path d="m3 3 18 18" />}
    </svg>
  );
}

/**
 * The console's frame around every page. `pending`: the root route's pending view (the sign-in
 * check is slow): the frame with a pending page, so the navigation stays usable; the router keeps
 * the outermost pending view until the whole load settles, which a page whose data never comes
 * would otherwise hold on a bare "Loading…".
 */
export function AppLayout({ pending = false }: { pending?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure();
  const commandPalette = useMountedCommandPalette();
  const searchFailure = useCommandPaletteFailure();
  // The header's two Search buttons (labelled from sm up, an icon below): the same action and state.
  const searchButtonProps = {
    variant: searchFailure ? 'light' : 'default',
    color: searchFailure ? 'orange' : undefined,
    onClick: openCommandPalette,
    onFocus: preloadCommandPalette,
    'aria-describedby': searchFailure ? 'search-failure' : undefined,
  } as const;
  const session = useSessionState();
  const signedOut = session === 'signed-out';
  const sessionEnded = session === 'expired' || session === 'expired-dismissed';
  useEffect(() => {
    if (sessionEnded) signInAgain.ensure();
  }, [sessionEnded]);
  const renderSignInAgain = useLazyRender(signInAgain);
  // Owned here, not by the lazily loaded Spotlight, so Ctrl/Cmd+K works before its chunk loads.
  usePaletteHotkey(openCommandPalette);
  return (
    <>
      <DocumentTitle />
      {/* Why search could not open: the Search buttons' description, and announced as it appears. */}
      {searchFailure && (
        <VisuallyHidden id="search-failure" role="alert">
          {searchFailure}
        </VisuallyHidden>
      )}
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to content
      </a>
      {/* 280 px from lg up: every page's name on one line, so the list fits a 1366 × 768 laptop's sidebar. */}
      <AppShell header={{ height: 56 }} navbar={{ width: { base: 260, lg: 280 }, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />
              <AnchorLink to="/" underline="never" c="inherit" aria-label="Tenant Admin Console, home">
                <Group gap={8} wrap="nowrap">
                  <img src="/favicon.svg" alt="" width={24} height={24} />
                  <Text fw={700} visibleFrom="xs">
                    Tenant Admin Console
                  </Text>
                </Group>
              </AnchorLink>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {!signedOut && <TenantBadge />}
              <Button
                {...searchButtonProps}
                size="sm"
                onPointerEnter={preloadCommandPalette}
                // Named by what it shows (WCAG 2.5.3); the shortcut is announced as one.
                aria-keyshortcuts="Control+K Meta+K"
                title={searchFailure ?? undefined}
                visibleFrom="sm"
              >
                <Group gap={6} wrap="nowrap">
                  <span>{searchFailure ? 'Search unavailable' : 'Search'}</span>
                  <PaletteShortcutKeys />
                </Group>
              </Button>
              {/* A phone has no room for the labelled button, and no Ctrl+K: the same action as an icon. */}
              <ActionIcon {...searchButtonProps} size="lg" aria-label={searchFailure ? 'Search pages (unavailable)' : 'Search pages'} hiddenFrom="sm">
                <SearchIcon unavailable={searchFailure !== null} />
              </ActionIcon>
              <ColorSchemeToggle />
              {!signedOut && <UserMenu />}
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Console pages">
          <Navigation onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          {signedOut ? (
            <SignedOut />
          ) : pending ? (
            <PagePending />
          ) : (
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          )}
        </AppShell.Main>
        {sessionEnded && renderSignInAgain?.(session === 'expired')}
        {commandPalette}
      </AppShell>
    </>
  );
}
