// Writes .tmp/serve.json: the `serve` configuration used by the browser tests and the audit, with
// the headers of public/_headers applied, so every test runs under the production CSP.
import fs from 'node:fs';

export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { path: raw.trim(), headers: [] };
      rules.push(current);
    } else if (current) {
      const i = raw.indexOf(':');
      current.headers.push({ key: raw.slice(0, i).trim(), value: raw.slice(i + 1).trim() });
    }
  }
  return rules;
}

/** "/*" -> "**", "/_next/static/*" -> "_next/static/**", "/sw.js" -> "sw.js" */
export function toServeSource(path) {
  return path.replace(/^\//, '').replace(/\*$/, '**') || '**';
}

// Usage: node scripts/serve-config.mjs [publicDir=out] [configFile=.tmp/serve.json] [pathPrefix='']
const [publicDir = 'out', file = '.tmp/serve.json', prefix = ''] = process.argv.slice(2);
const rules = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));
const config = { public: publicDir, headers: rules.map((r) => ({ source: `${prefix}${toServeSource(r.path)}`, headers: r.headers })) };
fs.mkdirSync('.tmp', { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
