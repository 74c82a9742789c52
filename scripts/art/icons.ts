// Icons from the npm packages @iconify-json/fluent-emoji-flat (MIT) and @iconify-json/mdi
// (Apache-2.0), placed into our SVGs as nested <svg> elements. Nothing loads from a remote host.
import { createRequire } from 'node:module';
import { SKIN_TONES, hashOf } from '../../lib/art/sports';

const require = createRequire(import.meta.url);
type IconSet = {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
};
const fluent = require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
const mdi = require('@iconify-json/mdi/icons.json') as IconSet;

/** "mdi:target" or a Fluent name; "woman-running~" takes a skin tone picked by `seed`. */
export function iconBody(ref: string, seed: number): { body: string; size: number; mono: boolean; name: string } {
  const isMdi = ref.startsWith('mdi:');
  const set = isMdi ? mdi : fluent;
  let name = ref.replace(/^mdi:/, '');
  if (name.endsWith('~')) {
    name = name.slice(0, -1);
    const tone = SKIN_TONES[seed % SKIN_TONES.length];
    if (set.icons[`${name}${tone}`]) name = `${name}${tone}`;
  }
  const alias = set.aliases?.[name]?.parent;
  const icon = set.icons[name] ?? (alias ? set.icons[alias] : undefined);
  if (!icon) throw new Error(`art: icon "${ref}" is not in ${isMdi ? '@iconify-json/mdi' : '@iconify-json/fluent-emoji-flat'}`);
  const prefix = `${isMdi ? 'm' : 'f'}${hashOf(name).toString(36)}`;
  // Two decimals in a 32-unit box are under a tenth of a pixel at the largest size drawn.
  const body = icon.body
    .replace(/(\d+\.\d{2})\d+/g, '$1')
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  return { body, size: icon.width ?? set.width ?? (isMdi ? 24 : 32), mono: isMdi, name };
}

/** The icon drawn in a square of `size` at (x, y); one-colour icons take `colour`. */
export function icon(ref: string, x: number, y: number, size: number, seed: number, colour = '#ffffff', extra = ''): string {
  const { body, size: box, mono } = iconBody(ref, seed);
  const r = (n: number) => Math.round(n * 10) / 10;
  return `<svg x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}" viewBox="0 0 ${box} ${box}"${mono ? ` color="${colour}"` : ''}${extra}>${body}</svg>`;
}
