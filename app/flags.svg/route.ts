import { getFlagSprite } from '@/lib/content/flags';

export const dynamic = 'force-static';

/** /flags.svg: every footer flag in one picture (lib/site/flags.ts). */
export function GET() {
  return new Response(getFlagSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
