import { render, screen } from '@testing-library/react';
import ErrorPage from '@/app/error';
import GlobalError from '@/app/global-error';

jest.mock('@/app/globals.css', () => ({}), { virtual: true });

describe('error boundaries', () => {
  it('app/error says what happened and offers Reload and Home', () => {
    render(<ErrorPage error={Object.assign(new Error('boom'), { digest: 'abc123' })} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page stumbled');
    expect(screen.getByText(/An error stopped this page from showing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Reference: abc123')).toBeInTheDocument();
    // Never the error's own text: it is for developers, not visitors.
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it('app/global-error keeps a frame (header with a way home, main, footer) around the same message', () => {
    // global-error renders its own <html>; render its body's children into a container.
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<GlobalError error={new Error('layout failed')} reset={() => {}} />);
    spy.mockRestore();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('This page stumbled');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/');
  });
});
