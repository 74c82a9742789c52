// Generates the project's own SVG artwork (run once; output is committed under public/images).
// Usage: node scripts/make-art.mjs <path under public> "<label>" <hueA> <hueB> [w] [h]
import fs from 'node:fs';
import path from 'node:path';

export function art(label, a, b, w = 800, h = 450, withText = true) {
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(label)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 38%)"/><stop offset="1" stop-color="hsl(${b} 75% 22%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.42}" fill="hsl(${b} 80% 70% / .18)"/><circle cx="${w * 0.15}" cy="${h * 0.95}" r="${h * 0.5}" fill="hsl(${a} 80% 75% / .14)"/><path d="M0 ${h * 0.78} Q ${w * 0.5} ${h * 0.58} ${w} ${h * 0.8} L ${w} ${h} L 0 ${h} Z" fill="hsl(${a} 60% 12% / .35)"/>${withText ? `<text x="${w * 0.06}" y="${h * 0.88}" font-family="system-ui,sans-serif" font-size="${Math.round(h * 0.08)}" font-weight="700" fill="#fff" opacity=".9">${esc(label)}</text>` : ''}</svg>\n`;
}

if (process.argv[2]) {
  const [, , rel, label, a, b, w, h, text] = process.argv;
  const file = path.join('public', rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, art(label, Number(a), Number(b), Number(w || 800), Number(h || 450), text !== 'notext'));
}
