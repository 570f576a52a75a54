// Building blocks for the wire schemas, on both ends (the console parses answers with them, the
// demo tenant parses requests). Proto3 JSON omits default values, and `null` for a field means
// the same as leaving it out (DESIGN.md), so every field parses absent or null to its proto
// default instead of being optional: types stay honest without `!` at call sites. Objects are
// loose so that fields the spec does not list survive a round trip.
import * as z from 'zod/mini';

/** A field that may be absent or null on the wire; either way it reads as `fallback()`. */
function protoField<S extends z.ZodMiniType>(schema: S, fallback: () => z.output<S>) {
  const nullIsDefault = z.pipe(z.nullable(schema), z.transform((value: z.output<S> | null): z.output<S> => (value === null ? fallback() : value)));
  // The cast only restates `fallback`'s type in the form `_default` spells for a generic schema.
  return z._default(nullIsDefault, fallback as () => never);
}

// The leaf fields are built once and shared by every message that uses them (157 `str()` fields
// alone): a zod schema is immutable, and building five of them per field is start-up work that
// every page paid when the entry evaluated. The fallbacks still make a fresh `[]` or `{}` per parse.
const once = <T>(build: () => T): (() => T) => {
  const schema = build();
  return () => schema;
};

export const str = once(() => protoField(z.string(), () => ''));
export const bool = once(() => protoField(z.boolean(), () => false));
export const int = once(() => protoField(z.number().check(z.int()), () => 0));
export const strList = once(() => protoField(z.array(z.string()), () => []));
/** Free-form JSON object (proto Struct / map<string,string>). */
export const freeObject = once(() => protoField(z.record(z.string(), z.unknown()), () => ({})));
export const stringMap = once(() => protoField(z.record(z.string(), z.string()), () => ({})));
/** int64 travels as a JSON string; a number is accepted and normalized to its string form. */
export const int64 = once(() =>
  protoField(
    z.pipe(
      z.union([z.string().check(z.regex(/^-?\d+$/, 'expected an int64 string')), z.number().check(z.int())]),
      z.transform((value) => String(value)),
    ),
    () => '0',
  ),
);
/** ISO 8601 timestamp, kept as the string that came (rendering parses it). Absent or null -> null. */
export const timestamp = once(() => z._default(z.nullable(z.string()), null));

/**
 * An enum that tolerates values the spec does not list (spec, Versioning 3): any string is
 * accepted and kept as it came; `known` documents the listed values for rendering and forms.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(known: T) {
  return protoField(z.string() as unknown as z.ZodMiniType<T[number] | (string & {})>, () => known[0]);
}

export const message = z.looseObject;
/** A nested message that may be absent or null on the wire (both read as null). */
export const optionalMessage = <S extends z.ZodMiniType>(schema: S) => z._default(z.nullable(schema), null);
export const list = <S extends z.ZodMiniType>(item: S) => protoField(z.array(item), () => []);

/** The shape every paginated list response shares (DESIGN.md: ends when nextPageToken is empty). */
export const pageOf = <S extends z.ZodMiniType>(item: S) =>
  z.looseObject({ list: list(item), nextPageToken: str() });

/** `{}` answers of deletes and owner updates; anything extra is kept but ignored. */
export const emptyResponse = z.looseObject({});
