import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bool, freeObject, int, int64, list, message, openEnum, optionalMessage, str, stringMap, strList, timestamp } from './wire';

describe('wire builders', () => {
  const schema = message({
    name: str(), on: bool(), count: int(), big: int64(), tags: strList(), extra: freeObject(), labels: stringMap(),
    kind: openEnum(['KIND_UNSPECIFIED', 'KIND_A'] as const), items: list(message({ id: str() })), child: optionalMessage(message({ id: str() })), at: timestamp(),
  });
  const defaults = { name: '', on: false, count: 0, big: '0', tags: [], extra: {}, labels: {}, kind: 'KIND_UNSPECIFIED', items: [], child: null, at: null };

  it('read an absent field as its proto3 default', () => {
    expect(schema.parse({})).toEqual(defaults);
  });

  it('read null exactly as absent (proto3 JSON): lists empty, scalars their default, messages absent', () => {
    expect(schema.parse(Object.fromEntries(Object.keys(defaults).map((key) => [key, null])))).toEqual(defaults);
    expect(schema.parse({ items: [{ id: null }], child: { id: null } })).toMatchObject({ items: [{ id: '' }], child: { id: '' } });
  });

  it('keep values that came, and still refuse a value of the wrong type', () => {
    expect(schema.parse({ name: 'n', big: 12, tags: ['a'], kind: 'KIND_NEW' })).toMatchObject({ name: 'n', big: '12', tags: ['a'], kind: 'KIND_NEW' });
    expect(schema.safeParse({ tags: 'a' }).success).toBe(false);
    expect(schema.safeParse({ count: 'x' }).success).toBe(false);
  });

  it('give every parse its own list and object defaults', () => {
    const first = z.parse(schema, {});
    first.tags.push('mutated');
    expect(z.parse(schema, { tags: null }).tags).toEqual([]);
    expect(z.parse(schema, {}).tags).toEqual([]);
  });
});

describe('leaf fields', () => {
  it('are built once and shared by every message, each parse still getting its own fallback', () => {
    expect(str()).toBe(str());
    expect(strList()).toBe(strList());
    expect(timestamp()).toBe(timestamp());
    const message = z.looseObject({ a: strList(), b: strList(), map: stringMap() });
    const first = message.parse({});
    const second = message.parse({ a: null });
    expect(first).toEqual({ a: [], b: [], map: {} });
    expect(first.a).not.toBe(first.b);
    expect(first.a).not.toBe(second.a);
    expect(first.map).not.toBe(message.parse({}).map);
  });
});
