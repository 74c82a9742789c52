import { shareLink, shareMessage } from '@/lib/device/share';

const data = { title: 'Win', url: 'https://wal.example/winner-announcements/#winner-1' };

describe('share', () => {
  it('uses the Web Share API when present', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('reports a dismissed share sheet as cancelled', async () => {
    const share = jest.fn().mockRejectedValue(Object.assign(new Error('dismissed'), { name: 'AbortError' }));
    await expect(shareLink(data, { share })).resolves.toBe('cancelled');
  });

  it('copies the link when there is no Web Share API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the link when sharing is refused for another reason', async () => {
    const share = jest.fn().mockRejectedValue(Object.assign(new Error('nope'), { name: 'NotAllowedError' }));
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, { share, clipboard: { writeText } })).resolves.toBe('copied');
  });

  it('fails when neither is available or the copy is refused, and then shows the link', async () => {
    await expect(shareLink(data, {})).resolves.toBe('failed');
    await expect(shareLink(data, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } })).resolves.toBe('failed');
    expect(shareMessage('failed', data.url)).toContain(data.url);
    expect(shareMessage('copied', data.url)).toBe('Link copied to your clipboard.');
    expect(shareMessage('cancelled', data.url)).toBe('');
  });
});
