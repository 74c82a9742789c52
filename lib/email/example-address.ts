/**
 * Addresses reserved for examples (RFC 2606 and RFC 6761): example.com, example.net, example.org
 * and their subdomains, and the .example, .test, .invalid and .localhost top-level domains. They
 * never lead to a real page, so the site does not offer them as links; an operator replaces the
 * shipped defaults with real addresses (docs/deploy.md, "Before going live").
 */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost'];

/** True for a URL on a reserved example domain, or a string that is no URL at all. */
export function isExampleAddress(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return true;
  }
  if (host === '') return true;
  if (RESERVED_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return true;
  return RESERVED_TLDS.includes(host.slice(host.lastIndexOf('.') + 1));
}
