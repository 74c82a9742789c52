/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { unkeptPromises } from '../../fixtures/unkept-promises';

/** Every file under a folder with one of the extensions, the generated JSON Schemas left out. */
function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'schemas' ? [] : files(p, ext);
    return ext.test(e.name) ? [p] : [];
  });
}

/** The strings of a JSON value, with the field path each sits at. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

describe('no promise the site does not keep', () => {
  it('is made by any text in data/ (file and field named)', () => {
    const root = path.join(process.cwd(), 'data');
    const found = files(root, /\.json$/).flatMap((file) =>
      strings(JSON.parse(fs.readFileSync(file, 'utf8'))).flatMap(([field, text]) =>
        unkeptPromises(text).map((p) => `${path.relative(process.cwd(), file)}: ${field}: ${p}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('is made by any text written into components/ or app/', () => {
    const found = ['components', 'app'].flatMap((dir) =>
      files(path.join(process.cwd(), dir), /\.tsx?$/).flatMap((file) =>
        unkeptPromises(fs.readFileSync(file, 'utf8')).map((p) => `${path.relative(process.cwd(), file)}: ${p}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('is recognised in the wording it was written in (the check can fail)', () => {
    for (const text of [
      'Pay by credit or debit card, PayPal, Apple Pay or cryptocurrencies',
      'Receive payouts by bank transfer, PayPal or crypto',
      'Get verified: upload a valid photo ID',
      'Tickets can be transferred up to 24 hours before the event.',
      'Transfer tickets up to 24 hours before the event; refunds with 48 hours’ notice.',
      'Refunds need at least 48 hours notice',
      'Our full softball statistics section is being developed. Please check back soon.',
    ]) {
      expect({ text, caught: unkeptPromises(text).length > 0 }).toEqual({ text, caught: true });
    }
    for (const text of [
      'The site does not transfer tickets.',
      'Passwords are hashed with Web Crypto.',
      'Ask for a refund by email',
      'Bring a valid photo ID: venue staff may check ages.',
    ]) {
      expect({ text, caught: unkeptPromises(text) }).toEqual({ text, caught: [] });
    }
  });
});
