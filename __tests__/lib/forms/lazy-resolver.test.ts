import type { Resolver, ResolverOptions } from 'react-hook-form';
import { CHECKER_LOAD_ERROR, lazyResolver } from '@/lib/forms/lazy-resolver';
import { contactResolver, signInResolver } from '@/lib/forms/resolvers';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazy form resolvers', () => {
  it('load the checker once and then validate with it', async () => {
    const real = (async (values: Values) =>
      values.email ? { values, errors: {} } : { values: {}, errors: { email: { type: 'required', message: 'Enter your email' } } }) as Resolver<Values>;
    const load = jest.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({ errors: { email: { message: 'Enter your email' } } });
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('say the form could not be checked when the code cannot load, and try again next time', async () => {
    const real: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(real);
    const resolver = lazyResolver<Values, Values>(load);
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { root: { type: 'load', message: CHECKER_LOAD_ERROR } },
    });
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('check the real forms with their zod schemas once loaded', async () => {
    const signIn = await signInResolver({ email: '  ', password: '' }, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
    expect(signIn.errors).toMatchObject({ email: { message: 'Enter your email address' }, password: { message: 'Enter your password' } });
    const contact = await contactResolver(
      { name: 'Ada', email: 'ada@example.com', topic: 'Press', subject: 'Hello', message: 'A message long enough.' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false } as never,
    );
    expect(contact.errors).toEqual({});
  });
});
