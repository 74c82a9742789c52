import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageNotice } from '@/components/layout/storage-notice';
import { reportStorageProblem, resetStorageProblems } from '@/lib/stores/safe-storage';

describe('StorageNotice', () => {
  beforeEach(() => resetStorageProblems());

  it('shows a second, different problem after the first, and an unsaved order again after Dismiss', async () => {
    const user = userEvent.setup();
    render(<StorageNotice />);
    act(() => reportStorageProblem('corrupted'));
    expect(screen.getByText(/was damaged and has been reset/)).toBeInTheDocument();
    act(() => reportStorageProblem('full'));
    expect(screen.getByText(/storage is full/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/storage is full/)).toBeNull();
    // Told once: the same problem again stays quiet...
    act(() => reportStorageProblem('full'));
    expect(screen.queryByText(/storage is full/)).toBeNull();
    // ...but an order that could not be saved is told every time.
    act(() => reportStorageProblem('order-unsaved'));
    expect(screen.getByText(/Your order could not be saved in this browser/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => reportStorageProblem('order-unsaved'));
    expect(screen.getByText(/Your order could not be saved in this browser/)).toBeInTheDocument();
  });
});
