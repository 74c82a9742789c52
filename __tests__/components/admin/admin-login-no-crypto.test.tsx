import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminLoginForm } from '@/components/admin/admin-login-form';
import { WEB_CRYPTO_MISSING } from '@/lib/accounts/password';
import { hydrateAll } from '@/lib/stores/hydration';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

describe('admin sign-in without Web Crypto', () => {
  let saved: PropertyDescriptor | undefined;
  beforeEach(() => {
    saved = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
  });
  afterEach(() => {
    if (saved) Object.defineProperty(globalThis, 'crypto', saved);
  });

  it('says why it cannot sign in, and the form stays usable', async () => {
    const user = userEvent.setup();
    render(<AdminLoginForm />);
    await act(() => hydrateAll());
    await user.type(screen.getByLabelText(/Email/), 'admin@wal.example');
    await user.type(screen.getByLabelText(/Password/), 'wal-admin-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(WEB_CRYPTO_MISSING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText(/Email/)).toBeEnabled();
    // Typing in a form is slow on a busy machine; the behaviour, not the speed, is under test.
  }, 20_000);
});
