// @peculiar/x509 registers its algorithms through tsyringe, which refuses to load without the
// Reflect metadata API ("tsyringe requires a reflect polyfill"). The library only stores and reads
// metadata per class, so this small WeakMap shim stands in for the `reflect-metadata` package
// (which would add a dependency and ~10 KB). Import it before '@peculiar/x509'. React-free: the
// console's certificate decoder and the demo tenant's certificate maker both import it.
type Bucket = Map<unknown, unknown>;
type MetadataReflect = typeof Reflect & {
  getMetadata?: (key: unknown, target: object) => unknown;
  getOwnMetadata?: (key: unknown, target: object) => unknown;
  defineMetadata?: (key: unknown, value: unknown, target: object) => void;
};

const store = new WeakMap<object, Bucket>();
const reflect = Reflect as MetadataReflect;

function bucket(target: object, create: boolean): Bucket | undefined {
  let found = store.get(target);
  if (!found && create) {
    found = new Map();
    store.set(target, found);
  }
  return found;
}

if (!reflect.getMetadata) {
  reflect.defineMetadata = (key, value, target) => void bucket(target, true)?.set(key, value);
  reflect.getOwnMetadata = (key, target) => bucket(target, false)?.get(key);
  reflect.getMetadata = (key, target) => {
    for (let current: object | null = target; current; current = Object.getPrototypeOf(current) as object | null) {
      const value = bucket(current, false)?.get(key);
      if (value !== undefined) return value;
    }
    return undefined;
  };
}

export {};
