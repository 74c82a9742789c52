import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageNotice } from '@/components/layout/storage-notice';
import { setAside } from '@/lib/stores/quarantine';
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

  it('tells how many records were set aside, again when more are, and downloads them as a JSON file', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:set-aside';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^set-aside-records-\d{4}-\d{2}-\d{2}\.json$/);
    });
    render(<StorageNotice />);
    act(() => void setAside([{ store: 'wal-orders', field: 'orders', key: 2, record: { kind: 'ticket' }, reason: 'not valid: id' }]));
    expect(await screen.findByText(/^1 saved record in this browser could not be read, so it was set aside, not deleted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => void setAside([{ store: 'wal-likes', field: 'liked', key: 0, record: 5, reason: 'not a valid record' }]));
    expect(await screen.findByText(/^2 saved records in this browser could not be read, so they were set aside/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Download set-aside records' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    // jsdom's Blob has no text(): read it as a browser would with a FileReader.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    expect(JSON.parse(text).records.map((r: { store: string }) => r.store)).toEqual(['wal-orders', 'wal-likes']);
    clicked.mockRestore();
  });
});
