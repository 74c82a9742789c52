/** WCAG 2 contrast of two opaque CSS colours as the browser computes them ("rgb(r, g, b)" or "rgba(r, g, b, 1)"). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG 2's relative luminance of an sRGB colour. */
export function relativeLuminance(colour: string): number {
  const match = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)(?:,\s*([\d.]+))?\)$/.exec(colour.trim());
  if (!match) throw new Error(`not a computed rgb() colour: ${colour}`);
  if (match[4] !== undefined && Number(match[4]) < 1) throw new Error(`a translucent colour has no contrast of its own: ${colour}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
