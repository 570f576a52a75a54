import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** Client-side navigation to a console href built at run time (catalog entries, pasted paths). */
export function useHrefNavigation() {
  const router = useRouter();
  return (href: string) => router.navigate({ href });
}

/** Lets modified clicks (new tab, etc.) through; plain clicks navigate without a reload. */
export function onPlainClick(navigate: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate();
  };
}

export function HrefLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const navigate = useHrefNavigation();
  return (
    <Anchor href={href} onClick={onPlainClick(() => void navigate(href))} {...props}>
      {children}
    </Anchor>
  );
}
