// MCP servers (spec operation 1, Register): the request and its mutation hook. The schemas and
// the rules both ends share live in mcp-servers.schema.ts.
import { useMutation } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client';
import { registerMcpServerResponseSchema, type RegisterMcpServerBody, type RegisterMcpServerResponse } from './mcp-servers.schema';

export * from './mcp-servers.schema';

// ---- Operation 1 ----------------------------------------------------------------------------

/** Register (POST /api/v1/apps/{app_id}/mcp_servers). An empty app id stays an empty segment. */
export function registerMcpServer(appId: string, body: RegisterMcpServerBody, signal?: AbortSignal): Promise<RegisterMcpServerResponse> {
  return apiRequest({
    operation: 'Register MCP server',
    method: 'POST',
    path: apiPath`/api/v1/apps/${appId}/mcp_servers`,
    body,
    schema: registerMcpServerResponseSchema,
    signal,
  });
}

/**
 * The body travels as a thunk: the mutation cache keeps a mutation's variables, and a body holds
 * secrets, which must never sit in the query or mutation cache (DESIGN.md).
 */
export interface RegisterMcpServerVariables {
  appId: string;
  body: () => RegisterMcpServerBody;
}

export function useRegisterMcpServerMutation() {
  return useMutation({ mutationFn: ({ appId, body }: RegisterMcpServerVariables) => registerMcpServer(appId, body()), gcTime: 0 });
}
