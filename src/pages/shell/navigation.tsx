import { Box, NavLink, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { onPlainClick, useHrefNavigation } from '../../components/href-link';
import { PAGES, type PageEntry, type PageGroup } from '../page-catalog';

const GROUPS: PageGroup[] = ['Start', 'MCP servers', 'Settings', 'Applications', 'Credentials', 'History'];

/** Where a nav item leads: the page itself, or its open-by-id form when it needs ids. */
export function navHref(page: PageEntry): string {
  return page.params.length === 0 ? page.path : `/open/${page.id}`;
}

const groupId = (group: PageGroup) => `nav-group-${group.toLowerCase().replace(/\W+/g, '-')}`;

function isActive(page: PageEntry, pathname: string): boolean {
  if (pathname === `/open/${page.id}`) return true;
  const regex = new RegExp(`^${page.path.replace(/\$[A-Za-z]+/g, '[^/]*')}/?$`);
  return regex.test(pathname);
}

export function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useHrefNavigation();
  return (
    // Native overflow, not Mantine's ScrollArea: ScrollArea imports @floating-ui/react, which would
    // then ride along on the initial route (about 20 KB gzip).
    <Box style={{ flex: 1, overflowY: 'auto' }}>
      {GROUPS.map((group) => (
        <div key={group} role="group" aria-labelledby={groupId(group)}>
          <Text id={groupId(group)} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {group}
          </Text>
          {PAGES.filter((page) => page.group === group).map((page) => {
            const href = navHref(page);
            return (
              <NavLink
                key={page.id}
                component="a"
                href={href}
                label={page.title}
                active={isActive(page, pathname)}
                aria-current={isActive(page, pathname) ? 'page' : undefined}
                onClick={onPlainClick(() => {
                  void navigate(href);
                  onNavigate();
                })}
              />
            );
          })}
        </div>
      ))}
    </Box>
  );
}
