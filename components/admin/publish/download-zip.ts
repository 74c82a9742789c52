import type { FileWrite } from '@/lib/publishing/paths';
import { saveFile } from '@/lib/ui/save-file';

/** The zip's file name, by the day it was made: content-changes-2026-11-26.zip. */
export function zipName(date: Date): string {
  return `content-changes-${date.toISOString().slice(0, 10)}.zip`;
}

/** Builds the zip (fflate loads now, not with the console) and hands it to the browser as a download. */
export async function downloadZip(files: FileWrite[], described: string[], date: Date): Promise<string> {
  const { buildZip } = await import('@/lib/publishing/zip');
  const bytes = buildZip(files, described, date);
  const name = zipName(date);
  saveFile(name, new Blob([bytes as BlobPart], { type: 'application/zip' }));
  return name;
}
