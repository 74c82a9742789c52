// The pictures records need that are not in a folder (public/, which next build copies into the export).
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_KEYS, type ArtJob, type DataFile } from '../../lib/art/catalog';

/** Each job's picture path that is not a file under `publicDir`, in the jobs' order. */
export function missingPictures(publicDir: string, jobs: Pick<ArtJob, 'path'>[]): string[] {
  return jobs.filter((j) => !fs.statSync(path.join(publicDir, j.path), { throwIfNoEntry: false })?.isFile()).map((j) => j.path);
}

/**
 * Every picture or media field of the data files (`image`, `logo`, `url`...) that names a path on this
 * site with no file under `publicDir`, said as the data check says a problem
 * (`data/articles.json: articles.3.image: "/photos/x.jpg" is not a file in public/`): a drawn picture
 * is checked by missingPictures, a photo an editor adds (public/photos/) only here.
 */
export function missingSiteFiles(publicDir: string, files: readonly DataFile[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, at: string[], file: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...at, String(i)], file));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...at, k], file);
    else if (typeof value === 'string' && IMAGE_KEYS.includes(at.at(-1) ?? '') && value.startsWith('/') && !value.startsWith('//')) {
      const local = decodeURIComponent(value.split(/[?#]/)[0]!);
      if (!fs.statSync(path.join(publicDir, local), { throwIfNoEntry: false })?.isFile())
        problems.push(`data/${file}: ${at.join('.')}: "${value}" is not a file in public/ (add the file, or fix the path)`);
    }
  };
  for (const { file, data } of files) visit(data, [], file);
  return problems;
}
