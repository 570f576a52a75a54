// Properties of the wire layer over every schema that src/api/*.ts exports (discovered, so new
// areas are covered without touching this file):
// - whatever JSON arrives, the parser returns a value or throws an ApiError, nothing else;
// - a parsed value survives a JSON round trip unchanged (what the console sends back or caches is
//   what it read), unknown enum values included;
// - a value this console does not know for an enum field is kept exactly as it came;
// - `null` for any field reads exactly as the field left out (proto3 JSON), at every depth the
//   arbitraries reach: lists empty, scalars their default, messages absent;
// - the fetch layer turns any status and any body into data or an ApiError.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { ApiError } from '../../src/api/api-error';
import { apiRequest, errorFromResponse, parseResponse } from '../../src/api/client';
import { message, openEnum, list, str } from '../../src/api/wire';
import { arbitraryFor, asWireJson, wireString } from './schema-arbitraries';

const modules = import.meta.glob<Record<string, unknown>>(['../../src/api/*.ts', '!../../src/api/*.test.ts'], { eager: true });

const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as { safeParse?: unknown }).safeParse === 'function';

// Each area's module re-exports its `.schema.ts`: every schema is tested once, under its first name.
const seen = new Set<unknown>();
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isSchema(value) && !seen.has(value) && Boolean(seen.add(value)))
    .map(([name, value]) => ({ name: `${file.replace(/^.*\//, '')}: ${name}`, schema: value as z.ZodMiniType })),
);

/** The fields of an object schema, or none. */
function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodMiniType> } } })._zod.def;
  return def.type === 'object' ? (def.shape ?? {}) : {};
}

/** `raw` with every field that holds null left out, at every depth of the schema's messages. */
function withoutNulls(schema: z.ZodMiniType, raw: unknown): unknown {
  const shape = shapeOf(schema);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !Object.keys(shape).length) return raw;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (field && value === null) continue;
    // defineProperty: a `__proto__` key (JSON.parse makes it an own field) must stay a field, not set out's prototype.
    Object.defineProperty(out, key, { value: field ? withoutNulls(unwrapMessage(field), value) : value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The message schema inside a field's default/nullable/pipe wrappers, if the field holds one. */
function unwrapMessage(schema: z.ZodMiniType): z.ZodMiniType {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType } } })._zod.def;
  if (def.innerType) return unwrapMessage(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapMessage(def.in);
  return schema;
}

function parseOrApiError(schema: z.ZodMiniType, data: unknown): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parseResponse('Property test', schema, data) };
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unexpected-response');
    return { ok: false };
  }
}

/** Fields of a schema that are open enums: they default to their first known UPPER_SNAKE_CASE name. */
function enumFieldsOf(schema: z.ZodMiniType): string[] {
  const defaults = schema.safeParse({});
  if (!defaults.success || typeof defaults.data !== 'object' || defaults.data === null) return [];
  return Object.entries(defaults.data as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'string' && /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value))
    .map(([field]) => field);
}

describe('every exported wire schema', () => {
  it('is discovered, open enums included (the wire layer exports its schemas)', () => {
    expect(schemas.length).toBeGreaterThan(10);
    expect(schemas.flatMap(({ schema }) => enumFieldsOf(schema)).length).toBeGreaterThan(5);
  });

  for (const { name, schema } of schemas) {
    describe(name, () => {
      it('parses any JSON to a value or an ApiError, never anything else', () => {
        fc.assert(
          fc.property(fc.jsonValue({ maxDepth: 4 }), (data) => {
            parseOrApiError(schema, data);
          }),
          { numRuns: 150 },
        );
      });

      it('parses shape-like JSON to a value or an ApiError, and parsed values survive a JSON round trip', () => {
        fc.assert(
          fc.property(arbitraryFor(schema), (raw) => {
            const result = parseOrApiError(schema, asWireJson(raw));
            if (!result.ok) return;
            const again = parseOrApiError(schema, asWireJson(result.value));
            expect(again).toEqual(result);
          }),
          { numRuns: 150 },
        );
      });

      it('reads null for any field exactly as the field left out', () => {
        for (const field of Object.keys(shapeOf(schema))) {
          expect(parseOrApiError(schema, { [field]: null }), field).toEqual(parseOrApiError(schema, {}));
        }
        const protoKey: unknown = JSON.parse('{"__proto__":[null]}'); // fast-check found it (seed 32257672)
        expect(parseOrApiError(schema, protoKey)).toEqual(parseOrApiError(schema, withoutNulls(schema, protoKey)));
        fc.assert(
          fc.property(arbitraryFor(schema), (raw) => {
            const data = asWireJson(raw);
            expect(parseOrApiError(schema, data)).toEqual(parseOrApiError(schema, withoutNulls(schema, data)));
          }),
          { numRuns: 150 },
        );
      });

      it('keeps an enum value it does not know, as it came', () => {
        for (const field of enumFieldsOf(schema)) {
          fc.assert(
            fc.property(fc.stringMatching(/^ZZ_[A-Z0-9_]{1,20}$/), (unknown) => {
              const result = parseOrApiError(schema, { [field]: unknown });
              expect(result).toEqual({ ok: true, value: expect.objectContaining({ [field]: unknown }) });
              if (result.ok) expect(parseOrApiError(schema, asWireJson(result.value))).toEqual(result);
            }),
            { numRuns: 30 },
          );
        }
      });
    });
  }
});

describe('openEnum in nested messages and lists', () => {
  const schema = message({ items: list(message({ kind: openEnum(['KIND_UNSPECIFIED', 'KIND_A'] as const), name: str() })) });
  it('keeps every value in every position', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ kind: wireString, name: fc.string() }), { maxLength: 5 }), (items) => {
        const parsed = parseResponse('Nested enums', schema, { items });
        expect(parsed.items.map((item) => item.kind)).toEqual(items.map((item) => item.kind));
        expect(parseResponse('Nested enums', schema, asWireJson(parsed))).toEqual(parsed);
      }),
    );
  });
});

describe('the fetch layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns any status and body into data or an ApiError', async () => {
    const schemas200 = schemas.map((entry) => entry.schema);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 599 }),
        fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value)), fc.constant('<html><body>502 Bad Gateway</body></html>')),
        fc.constantFrom(...schemas200),
        async (status, body, schema) => {
          const noBody = [204, 205, 304].includes(status);
          vi.stubGlobal('fetch', async () => new Response(noBody ? null : body, { status }));
          try {
            await apiRequest({ operation: 'Property test', method: 'GET', path: '/api/v1/x', schema });
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('describes any error body without throwing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), fc.string(), fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value))), (status, statusText, text) => {
        const error = errorFromResponse('Property test', status, statusText, text);
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
