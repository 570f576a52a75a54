import { Box, Button, Drawer, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface ResponsiveFiltersProps {
  /** How many filters hold a value, shown on the narrow screen's button: "Filters (2)". */
  inUse: number;
  /** The drawer's closing button: "Show entries". */
  showLabel: string;
  /** The filter fields, in a row (`stacked` false) or one under another in the drawer. */
  children: (stacked: boolean) => ReactNode;
}

/**
 * A timeline's filters: in a row on a wide screen; on a narrow one in a drawer behind
 * "Filters (n)", so the first entries stay in view.
 */
export function ResponsiveFilters({ inUse, showLabel, children }: ResponsiveFiltersProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Box visibleFrom="sm">{children(false)}</Box>
      <Group hiddenFrom="sm" gap="xs">
        <Button variant="default" size="xs" onClick={() => setOpened(true)} aria-haspopup="dialog">Filters ({inUse})</Button>
      </Group>
      <Drawer.Root opened={opened} onClose={() => setOpened(false)} position="bottom" size="auto">
        <Drawer.Overlay />
        <Drawer.Content>
          {/* role="none": a <header> inside the dialog is not a second page banner (axe landmark rules). */}
          <Drawer.Header role="none">
            <Drawer.Title>Filters</Drawer.Title>
            <Drawer.CloseButton aria-label="Close filters" />
          </Drawer.Header>
          <Drawer.Body>
            {children(true)}
            <Button mt="md" fullWidth onClick={() => setOpened(false)}>{showLabel}</Button>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
