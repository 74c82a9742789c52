// Open Graph pictures of the sports (public/og/sports/<slug>.jpg, 1200x630): the sport's
// illustration as a JPEG, since social sites do not show SVG. Rendered with sharp (installed with
// Next.js for its image tooling).
import fs from 'node:fs';
import path from 'node:path';
import type { ArtJob } from '../../lib/art/catalog';
import { render } from './render';

export async function writeSportOgImages(root: string, jobs: ArtJob[], onlyMissing: boolean): Promise<number> {
  const sports = jobs.filter((j) => j.subject.startsWith('sport:') && j.path.startsWith('/images/sports/'));
  const todo = sports.filter((j) => !onlyMissing || !fs.existsSync(ogFile(root, j)));
  if (!todo.length) return 0;
  let sharp: typeof import('sharp').default;
  try {
    sharp = (await import('sharp')).default;
  } catch {
    console.error("art: sharp is not installed, so the sports' Open Graph JPEGs were not drawn (npm ci installs it with next)");
    return 0;
  }
  for (const job of todo) {
    const svg = render({ ...job, width: 1200, height: 630 });
    const file = ogFile(root, job);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
  }
  return todo.length;
}

export function ogFile(root: string, job: ArtJob): string {
  return path.join(root, 'public', 'og', 'sports', `${path.basename(job.path, '.svg')}.jpg`);
}
