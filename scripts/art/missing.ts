// The pictures records need that are not in a folder (public/, which next build copies into the export).
import fs from 'node:fs';
import path from 'node:path';
import type { ArtJob } from '../../lib/art/catalog';

/** Each job's picture path that is not a file under `publicDir`, in the jobs' order. */
export function missingPictures(publicDir: string, jobs: Pick<ArtJob, 'path'>[]): string[] {
  return jobs.filter((j) => !fs.statSync(path.join(publicDir, j.path), { throwIfNoEntry: false })?.isFile()).map((j) => j.path);
}
