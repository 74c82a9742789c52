// Form checking that loads when a form is first used, not with the page. A form's zod schema and the
// zod resolver are fetched on the first focus inside the form (or at the latest on submit), so zod's
// core stays out of every page's first load. If the code cannot be fetched (a venue with no signal and
// no cached copy), the form says so and keeps everything typed; the next submit tries again.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export const CHECKER_LOAD_ERROR =
  'This form could not be checked: part of the page did not load. Check your connection and press the button again. Nothing you typed is lost.';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts fetching the checker; harmless to call again. */
  preload: () => void;
};

/** A resolver that loads the real one on first use; a failed load is retried on the next call. */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>): LazyResolver<Input, Output> {
  let pending: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));

  const resolver = (async (values, context, options) => {
    let real: Resolver<Input, unknown, Output>;
    try {
      real = await get();
    } catch {
      const errors = { root: { type: 'load', message: CHECKER_LOAD_ERROR } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return real(values, context, options);
  }) as LazyResolver<Input, Output>;
  resolver.preload = () => {
    get().catch(() => undefined);
  };
  return resolver;
}

/** lazyResolver for a zod schema: the schema module and @hookform/resolvers/zod load together. */
export function lazyZodResolver<S extends $ZodType<unknown, FieldValues>>(loadSchema: () => Promise<S>): LazyResolver<S['_zod']['input'], S['_zod']['output']> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema as never) as unknown as Resolver<S['_zod']['input'], unknown, S['_zod']['output']>;
  });
}
