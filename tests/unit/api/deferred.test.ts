/**
 * Deferred schemas (src/api/schemas/deferred.ts): built when first used, not when their module is
 * evaluated, and the same schema in every respect once built. A public page's services import the
 * schema modules of answers it never asks for (an invoice, an admin's user); they cost it nothing.
 */
import { z } from 'zod/mini';
import { deferred } from '@/api/schemas/deferred';

describe('deferred', () => {
  it('builds the schema once, when it is first used', () => {
    const build = vi.fn(() => z.looseObject({ id: z.string(), count: z.number() }));
    const schema = deferred(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ id: 'a', count: 1, extra: true })).toEqual({ id: 'a', count: 1, extra: true });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema wherever a schema goes: inside others, extended, as a Standard Schema, in checks of its kind', async () => {
    const item = deferred(() => z.looseObject({ id: z.string() }));
    const list = z.object({ docs: z.array(item), first: z.optional(item) });
    expect(list.parse({ docs: [{ id: 'a' }], first: { id: 'b' } })).toEqual({ docs: [{ id: 'a' }], first: { id: 'b' } });
    expect(list.safeParse({ docs: [{}] }).error?.issues[0]?.path).toEqual(['docs', 0, 'id']);
    const wider = z.extend(item, { name: z.string() });
    expect(wider.safeParse({ id: 'a' }).success).toBe(false);
    expect(item instanceof z.ZodMiniObject).toBe(true);
    expect(item._zod.def.type).toBe('object');
    // what RTK Query's rawResponseSchema calls
    expect(await item['~standard'].validate({ id: 'a' })).toEqual({ value: { id: 'a' } });
    // optional keys are still told apart (the tolerant-reading audit reads `_zod.optin`)
    expect(z.optional(item)._zod.optin).toBe('optional');
    expect(Object.getOwnPropertyDescriptor(item, '_zod')?.value).toBe(item._zod);
  });

  it('builds a tree that refers to itself', () => {
    interface Node {
      id: string;
      children?: Node[];
    }
    const node: z.ZodMiniType<Node> = deferred(() =>
      z.object({
        id: z.string(),
        get children() {
          return z.optional(z.array(node));
        },
      }),
    );
    expect(node.parse({ id: 'a', children: [{ id: 'b', children: [] }] })).toEqual({ id: 'a', children: [{ id: 'b', children: [] }] });
    expect(node.safeParse({ id: 'a', children: [{ id: 2 }] }).success).toBe(false);
  });
});

describe('a public page’s API', () => {
  it('builds only the schemas its first answers need, not the ~600 of every answer its services know', async () => {
    vi.resetModules();
    let built = 0;
    const define = Object.defineProperty;
    const counting = vi.spyOn(Object, 'defineProperty').mockImplementation((target, key, descriptor) => {
      // zod gives every schema it builds its `_zod` internals, once
      if (key === '_zod') built += 1;
      return define(target, key, descriptor);
    });
    try {
      // what the public layout and screens import: the site service, the cart's, the session's
      await import('@/api/services/site');
      await import('@/api/services/cart');
      await import('@/api/services/auth');
      await import('@/api/services/invoice');
    } finally {
      counting.mockRestore();
    }
    expect(built).toBeGreaterThan(0);
    expect(built).toBeLessThan(150);
  });
});
