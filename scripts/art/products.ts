// Products drawn as what they are (jersey with number and trim, hoodie, scarf, ball, racket...),
// in one colour of the product (`colors` in data/products.json): one SVG per colour.
import type { ArtJob, Draw } from '../../lib/art/catalog';
import { BRAND, productColours, isLight } from '../../lib/art/palette';
import { sportArt } from '../../lib/art/sports';
import { icon } from './icons';

type P = Extract<Draw, { type: 'product' }>;

function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(f < 0 ? v * (1 + f) : v + (255 - v) * f))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const TEE = 'M290 150 L350 122 Q400 150 450 122 L510 150 L585 220 L542 265 L500 238 L500 505 L300 505 L300 238 L258 265 L215 220 Z';
const TANK = 'M328 118 L366 118 Q400 200 434 118 L472 118 Q478 205 522 232 L522 505 L278 505 L278 232 Q322 205 328 118 Z';
const LONG = 'M298 150 L350 122 Q400 150 450 122 L502 150 L592 410 L548 430 L502 268 L502 505 L298 505 L298 268 L252 430 L208 410 Z';

function number(n: number, main: string, trim: string, y = 360, size = 120): string {
  return `<text x="400" y="${y}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="900" font-size="${size}" fill="${trim}" stroke="${isLight(main) ? BRAND[900] : '#fff'}" stroke-opacity=".35" stroke-width="3">${n}</text>`;
}

function garment(d: P, main: string, trim: string): string {
  const edge = isLight(main) ? `stroke="${shade(main, -0.35)}" stroke-width="4"` : `stroke="${shade(main, -0.3)}" stroke-width="3"`;
  const trimLine = (p: string, w = 12) => `<path d="${p}" fill="none" stroke="${trim}" stroke-width="${w}" stroke-linecap="round"/>`;
  switch (d.kind) {
    case 'tank-jersey':
      return `<path d="${TANK}" fill="${main}" ${edge}/>${trimLine('M366 118 Q400 200 434 118')}${trimLine('M328 118 Q322 205 278 232', 10)}${trimLine('M472 118 Q478 205 522 232', 10)}${trimLine('M280 495 L520 495', 8)}${number(d.number, main, trim)}`;
    case 'rugby-jersey':
      return `<path d="${TEE}" fill="${main}" ${edge}/><path d="M300 300 H500 V330 H300 Z M300 380 H500 V410 H300 Z" fill="${trim}"/><path d="M355 125 L400 175 L445 125 L420 118 L400 150 L380 118 Z" fill="${trim}"/>${trimLine('M215 220 L258 265')}${trimLine('M585 220 L542 265')}${number(d.number, main, trim, 250, 70)}`;
    case 'kit':
      return `<g transform="translate(80 -40) scale(.8)"><path d="${TEE}" fill="${main}" ${edge}/>${trimLine('M350 122 Q400 175 450 122')}${trimLine('M215 220 L258 265')}${trimLine('M585 220 L542 265')}${number(d.number, main, trim, 350, 110)}</g><path d="M318 385 H482 L498 540 H415 L400 470 L385 540 H302 Z" fill="${trim === '#f8fafc' ? shade(main, -0.35) : trim}" ${edge}/><path d="M318 385 H482" stroke="${main}" stroke-width="8"/>`;
    case 'hoodie':
      return `<path d="M340 135 Q400 40 460 135 Q400 175 340 135 Z" fill="${shade(main, -0.2)}" ${edge}/><path d="${LONG}" fill="${main}" ${edge}/><path d="M350 124 Q400 175 450 124" fill="none" stroke="${shade(main, -0.3)}" stroke-width="10"/><path d="M385 160 V230 M415 160 V230" stroke="${trim}" stroke-width="6" stroke-linecap="round"/><path d="M330 390 H470 L488 462 H312 Z" fill="${shade(main, -0.15)}" ${edge}/>${trimLine('M208 410 L252 430', 14)}${trimLine('M592 410 L548 430', 14)}${trimLine('M300 497 H500', 12)}<circle cx="400" cy="300" r="42" fill="${trim}"/>`;
    case 'jacket':
      return `<path d="${LONG}" fill="${main}" ${edge}/><path d="M352 122 L400 160 L448 122 L440 108 L400 135 L360 108 Z" fill="${shade(main, -0.25)}"/><path d="M400 160 V505" stroke="${trim}" stroke-width="6"/><path d="M320 400 L370 390 M480 400 L430 390" stroke="${shade(main, 0.3)}" stroke-width="6" stroke-linecap="round"/>${trimLine('M298 200 L298 505', 8)}${trimLine('M502 200 L502 505', 8)}${trimLine('M208 410 L252 430', 14)}${trimLine('M592 410 L548 430', 14)}`;
    case 'rash-guard':
      return `<path d="${LONG}" fill="${main}" ${edge}/>${trimLine('M350 122 Q400 165 450 122', 10)}<path d="M298 300 Q350 270 400 300 T502 300 V330 Q450 300 400 330 T298 330 Z" fill="${trim}"/>${trimLine('M208 410 L252 430', 10)}${trimLine('M592 410 L548 430', 10)}`;
    case 'polo':
      return `<path d="${TEE}" fill="${main}" ${edge}/><path d="M350 122 L400 175 L382 200 L340 140 Z M450 122 L400 175 L418 200 L460 140 Z" fill="${trim}"/><path d="M400 175 V260" stroke="${shade(main, -0.3)}" stroke-width="4"/><circle cx="400" cy="205" r="5" fill="${trim}"/><circle cx="400" cy="235" r="5" fill="${trim}"/>${trimLine('M215 220 L258 265', 10)}${trimLine('M585 220 L542 265', 10)}<circle cx="455" cy="240" r="16" fill="${trim}"/>`;
    case 'tee':
      return `<path d="${TEE}" fill="${main}" ${edge}/>${trimLine('M350 122 Q400 165 450 122', 10)}<path d="M340 320 Q370 290 400 320 T460 320" fill="none" stroke="${trim}" stroke-width="14" stroke-linecap="round"/><path d="M340 350 Q370 320 400 350 T460 350" fill="none" stroke="${trim}" stroke-width="14" stroke-linecap="round"/>`;
    case 'shorts':
      return `<path d="M290 170 H510 L540 460 H420 L400 300 L380 460 H260 Z" fill="${main}" ${edge}/>${trimLine('M290 185 H510', 16)}${trimLine('M262 445 L290 185', 8)}${trimLine('M538 445 L510 185', 8)}`;
    case 'cap':
      return `<path d="M250 360 Q250 180 400 170 Q550 180 550 360 Z" fill="${main}" ${edge}/><path d="M250 360 Q420 330 620 390 Q560 430 250 380 Z" fill="${trim}" ${edge}/><circle cx="400" cy="172" r="12" fill="${trim}"/>`;
    case 'bag':
      return `<path d="M320 220 Q320 120 400 120 Q480 120 480 220" fill="none" stroke="${shade(main, -0.3)}" stroke-width="18"/><rect x="250" y="210" width="300" height="300" rx="30" fill="${main}" ${edge}/><rect x="290" y="330" width="220" height="110" rx="16" fill="${shade(main, -0.15)}"/>${trimLine('M250 260 H550', 12)}`;
    case 'scarf':
      return `<g transform="rotate(-28 400 300)"><rect x="130" y="250" width="540" height="110" rx="10" fill="${main}" ${edge}/>${[0, 1, 2, 3, 4, 5, 6].map((i) => (i % 2 ? `<rect x="${170 + i * 62}" y="250" width="40" height="110" fill="${trim}"/>` : '')).join('')}${Array.from({ length: 9 }, (_, i) => `<path d="M${130 - 2} ${262 + i * 11} h-40 M${672} ${262 + i * 11} h40" stroke="${trim}" stroke-width="5"/>`).join('')}</g>`;
    case 'ball':
      return `<circle cx="400" cy="300" r="190" fill="${main}" ${edge}/><path d="M210 300 H590 M400 110 V490 M265 165 Q360 300 265 435 M535 165 Q440 300 535 435" fill="none" stroke="${BRAND[900]}" stroke-opacity=".8" stroke-width="8"/><ellipse cx="340" cy="220" rx="50" ry="28" fill="#fff" opacity=".2" transform="rotate(-35 340 220)"/>`;
    case 'racket':
      return `<g transform="rotate(-30 400 300)"><ellipse cx="400" cy="210" rx="110" ry="140" fill="none" stroke="${main}" stroke-width="24"/><g stroke="${shade(main, 0.6)}" stroke-width="3">${Array.from({ length: 9 }, (_, i) => `<path d="M${316 + i * 21} 90 V330"/>`).join('')}${Array.from({ length: 11 }, (_, i) => `<path d="M300 ${105 + i * 21} H500"/>`).join('')}</g><ellipse cx="400" cy="210" rx="110" ry="140" fill="none" stroke="${main}" stroke-width="24"/><path d="M380 345 L400 420 L420 345" fill="none" stroke="${main}" stroke-width="18"/><rect x="386" y="415" width="28" height="150" rx="12" fill="${trim}"/></g><circle cx="560" cy="470" r="42" fill="#d9f99d" stroke="#65a30d" stroke-width="4"/>`;
    case 'board':
      return `<rect x="170" y="110" width="460" height="340" rx="18" fill="${main}" ${edge}/><rect x="200" y="140" width="400" height="280" fill="#15803d"/><g fill="none" stroke="#fff" stroke-width="4"><rect x="200" y="140" width="400" height="280"/><path d="M400 140 V420"/><circle cx="400" cy="280" r="40"/><rect x="200" y="215" width="60" height="130"/><rect x="540" y="215" width="60" height="130"/></g>${[270, 330, 330, 460].map((x, i) => `<circle cx="${x}" cy="${[200, 260, 340, 300][i]}" r="13" fill="#dc2626" stroke="#fff" stroke-width="3"/>`).join('')}${[470, 520, 470].map((x, i) => `<circle cx="${x}" cy="${[200, 280, 370][i]}" r="13" fill="#2563eb" stroke="#fff" stroke-width="3"/>`).join('')}<rect x="260" y="480" width="150" height="22" rx="11" fill="#111827"/><rect x="430" y="480" width="150" height="22" rx="11" fill="#dc2626"/>`;
    case 'emblem':
      return `<circle cx="400" cy="300" r="190" fill="${main}" ${edge}/>${icon(sportArt(d.sport).emblem, 270, 170, 260, 1)}`;
  }
}

export function product(job: ArtJob, d: P): string {
  const colours = productColours(d.colour);
  if (!colours) throw new Error(`art: product colour "${d.colour}" (${job.path}) has no hex value; add it to PRODUCT_COLOURS in lib/art/palette.ts`);
  const { width: w, height: h } = job;
  const shadow = `<ellipse cx="400" cy="548" rx="210" ry="22" fill="${BRAND[900]}" opacity=".12"/>`;
  return `<rect width="${w}" height="${h}" fill="${BRAND[50]}"/><circle cx="400" cy="300" r="250" fill="${BRAND[200]}" opacity=".55"/>${shadow}${garment(d, colours.main, colours.trim)}`;
}
