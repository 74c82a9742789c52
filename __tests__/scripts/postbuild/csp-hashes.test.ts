import crypto from 'node:crypto';
import { headerScriptSources, inlineScripts, scriptHash, withScriptHashes } from '../../../scripts/postbuild/csp-hashes';

const HEADERS = `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline' https://www.paypal.com; style-src 'self'\n`;
const page = (extra = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script><script type="application/ld+json">{"@type":"Event"}</script></head><body><script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"a"])</script>${extra}<script type="module">go()</script></body></html>`;

describe('inline scripts by hash', () => {
  it('lists the executable inline scripts only (not src scripts, not JSON-LD)', () => {
    expect(inlineScripts(page())).toEqual(['self.__next_f.push([1,"a"])', 'self.__next_f.push([1,"a"])', 'go()']);
  });

  it("hashes as browsers do: base64 SHA-256 of the script's text", () => {
    expect(scriptHash('go()')).toBe(`'sha256-${crypto.createHash('sha256').update('go()').digest('base64')}'`);
  });

  it("reads the header's script-src", () => {
    expect(headerScriptSources(HEADERS)).toEqual(["'self'", "'unsafe-inline'", 'https://www.paypal.com']);
    expect(() => headerScriptSources('/*\n  X-Frame-Options: DENY\n')).toThrow('no script-src');
  });

  it("puts the page's policy right after the charset: the header's sources without 'unsafe-inline', plus each script's hash once", () => {
    const html = withScriptHashes(page(), headerScriptSources(HEADERS));
    const meta = /<meta charSet="utf-8"\/>(<meta http-equiv="Content-Security-Policy" [^>]*\/>)<script src/.exec(html)?.[1] ?? '';
    expect(meta).toBe(
      `<meta http-equiv="Content-Security-Policy" data-inline-script-hashes="" content="script-src 'self' https://www.paypal.com ${scriptHash('self.__next_f.push([1,"a"])')} ${scriptHash('go()')}"/>`,
    );
    // Run again (a rebuilt page), the policy is replaced, not doubled.
    expect(withScriptHashes(html, headerScriptSources(HEADERS))).toBe(html);
  });
});
