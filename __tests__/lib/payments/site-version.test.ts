import { CONTENT_VERSION_META, siteUpdatedSinceLoad } from '@/lib/payments/site-version';
import { siteUpdatedMessage } from '@/lib/payments/not-taken';

function pageWith(version: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (version) {
    const meta = doc.createElement('meta');
    meta.name = CONTENT_VERSION_META;
    meta.content = version;
    doc.head.append(meta);
  }
  return doc;
}

const answering = (body: unknown, ok = true) => jest.fn(async () => ({ ok, json: async () => body }) as Response);

describe('a page from an older build', () => {
  it('is told apart by its content fingerprint against /build-id.json, fetched past every cache', async () => {
    const fetchImpl = answering({ content: 'b2' });
    await expect(siteUpdatedSinceLoad(fetchImpl, pageWith('a1'))).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/build-id.json', { cache: 'no-store' });
    await expect(siteUpdatedSinceLoad(answering({ content: 'a1' }), pageWith('a1'))).resolves.toBe(false);
  });

  it('does not stop a payment when the check cannot be made', async () => {
    await expect(siteUpdatedSinceLoad(answering({ content: 'b2' }), pageWith(null))).resolves.toBe(false);
    await expect(siteUpdatedSinceLoad(answering({}, false), pageWith('a1'))).resolves.toBe(false);
    await expect(siteUpdatedSinceLoad(answering({ nothing: 1 }), pageWith('a1'))).resolves.toBe(false);
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(siteUpdatedSinceLoad(offline, pageWith('a1'))).resolves.toBe(false);
  });

  it('is refused in words: updated, nothing charged, reload', () => {
    expect(siteUpdatedMessage('P7')).toBe(
      'The site was updated since this page was loaded (prices or details may have changed), so that payment (PayPal order P7) was not taken: nothing was charged. Reload the page to see the current details, then pay again.',
    );
  });
});
