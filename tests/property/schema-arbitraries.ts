// fast-check arbitraries that follow a zod/mini schema's shape loosely: right keys with values of
// the right type most of the time, null for any field that may be absent, and of any JSON type
// some of the time, plus extra keys. They reach much deeper into a schema than plain random JSON
// would.
import fc from 'fast-check';
import type * as z from 'zod/mini';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  valueType?: z.ZodMiniType;
  values?: unknown[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strings an API may send: anything, enum-like names (known or not), URLs, timestamps, numbers. */
export const wireString = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[A-Z][A-Z0-9]{0,8}(_[A-Z0-9]{1,8}){0,3}$/),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://example.com/a?b=c', '2026-11-20T00:00:00Z', 'not a date', '-12', '9007199254740993', ''),
);

export function arbitraryFor(schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const any = fc.jsonValue({ maxDepth: 2 });
  if (depth > 5) return any;
  const typed = (() => {
    switch (def.type) {
      case 'string':
        return wireString;
      case 'number':
        return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(2 ** 53 + 1));
      case 'boolean':
        return fc.boolean();
      case 'literal':
        return fc.oneof(fc.constantFrom(...(def.values ?? [null])), wireString);
      case 'object': {
        const shape = def.shape ?? {};
        const keys = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]));
        return fc
          .tuple(fc.record(keys, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 8 }), any, { maxKeys: 2 }))
          .map(([known, extra]) => ({ ...extra, ...known }));
      }
      case 'array':
        return fc.array(def.element ? arbitraryFor(def.element, depth + 1) : any, { maxLength: 3 });
      case 'record':
        return fc.dictionary(fc.string({ maxLength: 8 }), def.valueType ? arbitraryFor(def.valueType, depth + 1) : any, { maxKeys: 3 });
      // A field that may be absent may also be null (proto3 JSON: null is "not set").
      case 'default':
      case 'optional':
        return fc.oneof(fc.constant(null), def.innerType ? arbitraryFor(def.innerType, depth) : any);
      case 'nonoptional':
      case 'catch':
      case 'readonly':
        return def.innerType ? arbitraryFor(def.innerType, depth) : any;
      case 'nullable':
        return fc.oneof(fc.constant(null), def.innerType ? arbitraryFor(def.innerType, depth) : any);
      case 'pipe':
        return def.in ? arbitraryFor(def.in, depth) : any;
      case 'union':
        return def.options?.length ? fc.oneof(...def.options.map((option) => arbitraryFor(option, depth + 1))) : any;
      default:
        return any;
    }
  })();
  return fc.oneof({ arbitrary: typed, weight: 9 }, { arbitrary: any, weight: 1 });
}

/** JSON as the wire would carry it: undefined dropped, NaN and infinities as null, -0 as 0. */
export const asWireJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
};
