import { Box, Text } from '@mantine/core';
import { useMatches, useRouter } from '@tanstack/react-router';
import { NavLinkItem } from '../../components/links';
import { PAGE_GROUPS, type PageGroup, entryLink, pageCatalog } from '../../route-catalog';
import classes from './navigation.module.css';

const groupId = (group: PageGroup) => `nav-group-${group.toLowerCase().replace(/\W+/g, '-')}`;

export function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const pages = pageCatalog(useRouter());
  // The page on screen is current however it was reached; its open-by-id form is current through
  // the link's own active state (activeProps).
  const currentRouteId = useMatches({ select: (matches) => matches[matches.length - 1]?.routeId });
  return (
    // Native overflow, not Mantine's ScrollArea: ScrollArea imports @floating-ui/react, which would
    // then ride along on the initial route (about 20 KB gzip).
    <Box style={{ flex: 1, overflowY: 'auto' }}>
      {PAGE_GROUPS.map((group) => (
        <div key={group} role="group" aria-labelledby={groupId(group)}>
          <Text id={groupId(group)} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
            {group}
          </Text>
          {pages
            .filter((page) => page.group === group)
            .map((page) => {
              const current = page.routeId === currentRouteId;
              return (
                <NavLinkItem
                  key={page.id}
                  {...entryLink(page)}
                  label={page.title}
                  className={classes.item}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  activeProps={{ active: true }}
                  activeOptions={{ exact: true, includeSearch: false }}
                  onClick={onNavigate}
                />
              );
            })}
        </div>
      ))}
    </Box>
  );
}
