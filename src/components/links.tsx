// Every in-console link: Mantine's `Anchor` and `NavLink` made typed router links with TanStack's
// `createLink` (its custom-link guide). `to`/`params`/`search` are checked against the route tree,
// modified clicks open new tabs as the browser does, and hovering or focusing a link preloads the
// next page's code and data (`defaultPreload: 'intent'` in src/router.tsx).
import { Anchor, type AnchorProps, NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & { ref?: Ref<HTMLAnchorElement> };

function MantineAnchor(props: AnchorProps & AnchorAttributes) {
  return <Anchor {...props} />;
}

function MantineNavLink(props: NavLinkProps & AnchorAttributes) {
  return <NavLink component="a" {...props} />;
}

/** A text link (Mantine `Anchor`). */
export const AnchorLink = createLink(MantineAnchor);

/** A navigation item (Mantine `NavLink`); pass `active` for the current page. */
export const NavLinkItem = createLink(MantineNavLink);
