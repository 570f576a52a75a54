import { Anchor, Text, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** True only for absolute http(s) URLs: links built from server data are followed only then. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A link to a URL that came from the server: an http(s) URL opens in a new tab without referrer;
 * anything else (`javascript:`, `data:`, relative junk) is shown as plain text, never as a link.
 */
export function SafeLink({ href, children, ...props }: AnchorProps & { href: string | null | undefined; children?: ReactNode }) {
  if (!isHttpUrl(href)) {
    return (
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }} {...props}>
        {children ?? href}
      </Text>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }} {...props}>
      {children ?? href}
    </Anchor>
  );
}
