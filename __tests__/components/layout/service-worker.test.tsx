import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceWorker } from '@/components/layout/service-worker';
import { FreshPageOnly, REFRESH_BEFORE_PAYING } from '@/components/layout/fresh-page-only';
import { recordPageSource, resetCachedCopies } from '@/lib/sw/page-freshness';
import { SW_MESSAGES } from '@/lib/sw/cache-rules';
import { reloadPage } from '@/lib/sw/reload';

// jsdom has no MessageChannel: a stand-in with two ports (the page asks the worker through one).
class FakeChannel {
  port1 = { onmessage: null as unknown, close: () => {} };
  port2 = {};
}
if (typeof globalThis.MessageChannel === 'undefined') Object.defineProperty(globalThis, 'MessageChannel', { value: FakeChannel, configurable: true });

jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));
jest.mock('@/lib/sw/reload', () => ({ reloadPage: jest.fn() }));
const reload = reloadPage as jest.Mock;

/** A service worker container with a controller and a waiting worker, driven by the test. */
function fakeContainer() {
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  const waitingWorker = Object.assign(new EventTarget(), { state: 'installed', postMessage: jest.fn() });
  const registration = Object.assign(new EventTarget(), { waiting: waitingWorker, installing: null });
  const controller = { postMessage: jest.fn() };
  Object.assign(container, { controller, register: jest.fn(() => Promise.resolve(registration)), ready: Promise.resolve(registration) });
  return { container, waitingWorker, controller };
}

describe('service worker update', () => {
  const env = process.env.NODE_ENV;
  let fake: ReturnType<typeof fakeContainer>;
  beforeEach(() => {
    fake = fakeContainer();
    Object.defineProperty(navigator, 'serviceWorker', { value: fake.container, configurable: true });
    (process.env as Record<string, string>).NODE_ENV = 'production';
    reload.mockClear();
    window.history.pushState(null, '', '/buy-tickets/');
  });
  afterEach(() => {
    (process.env as Record<string, string>).NODE_ENV = env;
  });

  async function mounted() {
    render(<ServiceWorker />);
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await new Promise((r) => setTimeout(r, 1100));
    });
  }

  it('the tab where the visitor pressed Refresh reloads when the new version takes over', async () => {
    await mounted();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(fake.waitingWorker.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.skipWaiting });
    act(() => void fake.container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another tab is not reloaded under its visitor (maybe mid-payment): it is told and offered Reload', async () => {
    await mounted();
    await screen.findByRole('button', { name: 'Refresh' });
    act(() => void fake.container.dispatchEvent(new Event('controllerchange')));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('The site was updated in another tab. Reload this page when you are ready.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the worker whether this page came from its cache', async () => {
    await mounted();
    expect(fake.controller.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.askPageSource }, expect.any(Array));
  });
});

describe('FreshPageOnly', () => {
  beforeEach(() => {
    resetCachedCopies();
    window.history.pushState(null, '', '/buy-tickets/');
  });

  it('shows the payment on a page from the network', () => {
    render(<FreshPageOnly>PAY</FreshPageOnly>);
    expect(screen.getByText('PAY')).toBeInTheDocument();
  });

  it('on a saved copy it refuses to start the payment, says why, and offers Refresh', () => {
    act(() => recordPageSource('/buy-tickets/', new Date(Date.now() - 2 * 3600_000).toISOString()));
    render(<FreshPageOnly>PAY</FreshPageOnly>);
    expect(screen.queryByText('PAY')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(REFRESH_BEFORE_PAYING);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved 2 hours ago');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('a saved copy of another page does not block this one', () => {
    act(() => recordPageSource('/sports/golf/', new Date().toISOString()));
    render(<FreshPageOnly>PAY</FreshPageOnly>);
    expect(screen.getByText('PAY')).toBeInTheDocument();
  });
});
