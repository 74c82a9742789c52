/** The league's brand colours (app/globals.css) and the product colours the shop sells. */
export const BRAND = { 900: '#3b0f7a', 800: '#5b21b6', 600: '#7c3aed', 200: '#ddd6fe', 50: '#f5f3ff', accent: '#db2777' } as const;

/**
 * Colour names used in data/products.json `colors`, drawn as these hex values. A new colour name
 * goes here (the art generator stops with a message naming the product and colour otherwise).
 */
export const PRODUCT_COLOURS: Record<string, string> = {
  black: '#1f2328',
  white: '#f8fafc',
  navy: '#1e2a5a',
  'royal blue': '#2753c9',
  'ocean blue': '#1f6fb2',
  blue: '#2563eb',
  'sky blue': '#38bdf8',
  teal: '#0f8b8d',
  green: '#15803d',
  'forest green': '#166534',
  crimson: '#b3123a',
  red: '#dc2626',
  maroon: '#7f1d1d',
  coral: '#f26b5b',
  orange: '#f07a1a',
  gold: '#e0b12a',
  yellow: '#facc15',
  sand: '#e3cfa3',
  'heather grey': '#9ca3af',
  grey: '#6b7280',
  gray: '#6b7280',
  pink: '#ec4899',
  purple: '#7c3aed',
  lavender: '#c4b5fd',
};

/** "Teal and Gold" -> main and trim colours; a single colour gets a contrasting trim. */
export function productColours(name: string): { main: string; trim: string } | null {
  const parts = name.toLowerCase().split(/\s+and\s+|\s*\/\s*/);
  const hex = parts.map((p) => PRODUCT_COLOURS[p.trim()]);
  if (hex.some((h) => !h)) return null;
  const main = hex[0]!;
  return { main, trim: hex[1] ?? (isLight(main) ? BRAND[600] : '#f8fafc') };
}

export function isLight(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}
