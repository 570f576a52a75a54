// MCP servers (spec operation 1, Register): the request, its mutation hook, and how the console
// reads the fields a rejected request names. The schemas and the rules both ends share live in
// mcp-servers.schema.ts.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError, type ApiError } from './api-error';
import { apiPath, apiRequest } from './client';
import { BAD_REQUEST_TYPE, registerMcpServerRequestSchema, registerMcpServerResponseSchema, type FieldViolation, type RegisterMcpServerBody, type RegisterMcpServerResponse } from './mcp-servers.schema';
import { list, str } from './wire';

export * from './mcp-servers.schema';

const badRequestDetail = z.looseObject({
  '@type': z.literal(BAD_REQUEST_TYPE),
  fieldViolations: list(z.looseObject({ field: str(), description: str() })),
});

const REQUEST_FIELDS = new Set(Object.keys(registerMcpServerRequestSchema.def.shape));

/**
 * The request fields a rejected Register names: google.rpc.BadRequest field violations when the
 * error carries them, otherwise a message of the form `<field path>: <description>` whose path
 * starts with a request field. Empty when the error names no field.
 */
export function fieldViolations(error: unknown): FieldViolation[] {
  if (!isApiError(error)) return [];
  const out: FieldViolation[] = [];
  for (const detail of (error as ApiError).details) {
    const parsed = badRequestDetail.safeParse(detail);
    if (parsed.success) for (const violation of parsed.data.fieldViolations) if (violation.field) out.push({ field: violation.field, description: violation.description });
  }
  if (out.length) return out;
  const match = /^([A-Za-z][\w]*(?:\[\d+\])?(?:\.[\w]+(?:\[\d+\])?)*): (.+)$/s.exec(error.message);
  const head = match?.[1]?.split(/[.[]/)[0] ?? '';
  if (match?.[1] && match[2] && (REQUEST_FIELDS.has(head) || head === 'appId')) out.push({ field: match[1], description: match[2] });
  return out;
}

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
