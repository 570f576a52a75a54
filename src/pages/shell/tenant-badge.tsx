import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { consoleInfoQueryOptions } from '../../api/console-info';

/** The tenant the console talks to, from /console/info, always visible in the header. */
export function TenantBadge() {
  const info = useQuery(consoleInfoQueryOptions());
  if (info.isPending) return <Badge variant="outline" color="gray">Connecting…</Badge>;
  if (info.isError) {
    return (
      <Badge variant="outline" color="red" title={info.error.message}>
        Tenant unknown
      </Badge>
    );
  }
  const { host, demo } = info.data.tenant;
  return (
    <Badge variant="light" color={demo ? 'grape' : 'teal'} tt="none" aria-label={`Tenant: ${host}${demo ? ' (demo tenant)' : ''}`}>
      {demo ? 'Demo tenant' : host}
    </Badge>
  );
}
