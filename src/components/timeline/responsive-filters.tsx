import { Box, Button, Drawer, Group } from '@mantine/core';
import { useState, type ReactNode, type Ref } from 'react';
import { useMountOnFirstOpen } from '../../hooks/use-mount-on-first-open';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { useWideScreen } from './use-wide-screen';

export interface ResponsiveFiltersProps {
  /** How many filters hold a value, shown on the narrow screen's button: "Filters (2)". */
  inUse: number;
  /** The drawer's closing button: "Show entries". */
  showLabel: string;
  /** The filter fields, in a row (`stacked` false) or one under another in the drawer. */
  children: (stacked: boolean) => ReactNode;
  /** The narrow screen's "Filters (n)" button, which can take a focus the closed drawer's fields cannot. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A timeline's filters: in a row on a wide screen; on a narrow one in a drawer behind
 * "Filters (n)", so the first entries stay in view. Only the layout the screen shows is mounted
 * (a row hidden by CSS still renders its selects in the page's first commit), and the drawer from
 * its first opening on (useMountOnFirstOpen).
 */
export function ResponsiveFilters({ inUse, showLabel, children, buttonRef }: ResponsiveFiltersProps) {
  const wide = useWideScreen();
  const [opened, setOpened] = useState(false);
  const drawer = useMountOnFirstOpen(opened);
  useReturnFocus(drawer.opened);
  if (wide) return <Box>{children(false)}</Box>;
  return (
    <>
      <Group gap="xs">
        <Button ref={buttonRef} variant="default" size="xs" onClick={() => setOpened(true)} aria-haspopup="dialog">Filters ({inUse})</Button>
      </Group>
      {drawer.mounted && (
        <Drawer.Root opened={drawer.opened} onClose={() => setOpened(false)} position="bottom" size="auto" returnFocus={false}>
          <Drawer.Overlay />
          <Drawer.Content>
            {/* role="none": a <header> inside the dialog is not a second page banner (axe landmark rules). */}
            <Drawer.Header role="none">
              <Drawer.Title fw={700}>Filters</Drawer.Title>
              <Drawer.CloseButton aria-label="Close filters" />
            </Drawer.Header>
            <Drawer.Body>
              {children(true)}
              <Button mt="md" fullWidth onClick={() => setOpened(false)}>{showLabel}</Button>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </>
  );
}
