import { isolateBidi } from '../../components/bidi-isolate';

/**
 * A server's description as the review step and the result both show it: trimmed (as it is sent,
 * mcp-server-body.ts), its own lines kept, bidi-isolated; empty, "Not set", as the unset choices
 * read there (the wizard's options), not the record views' dash, so the two steps of one
 * registration say the same.
 */
export function ServerDescription({ value }: { value: string }) {
  const trimmed = value.trim();
  return trimmed ? <span style={{ whiteSpace: 'pre-line' }}>{isolateBidi(trimmed)}</span> : <>Not set</>;
}
