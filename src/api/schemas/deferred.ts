/**
 * A schema built the first time it is used, not when its module is evaluated.
 *
 * Every page evaluates the schema modules its API services import, and each zod schema costs its
 * construction (`z.looseObject`, every field's `z.string()` …): a public page built ~640 of them at
 * start, in one task of 40 to 50 ms at a slow phone's 4× CPU, most for answers it never asks for (an
 * invoice, an admin's user, a plugin's edit form). Deferred, the page builds a schema when it first
 * checks an answer with it (or when another schema built then needs it).
 *
 * It stands for the schema in every respect: the type is the schema's, and every property read, write
 * or check goes to the built schema (a Proxy). Building is pure, so when it happens changes nothing.
 * A tree's schema that refers to itself in a getter (`get children()`) defers as any other.
 */
export function deferred<S extends object>(build: () => S): S {
  let schema: S | undefined;
  const built = () => (schema ??= build());
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    getPrototypeOf: () => Object.getPrototypeOf(built()),
    ownKeys: () => Reflect.ownKeys(built()),
    // a Proxy may not report a property as non-configurable unless its own target has it (zod's `_zod` is)
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
