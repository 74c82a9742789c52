'use client';
import { Img } from '@/components/ui/img';
import { useEffect, useId, useRef, useState } from 'react';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { UPLOAD_MAX_FILES } from '@/lib/join/uploads';
import { randomId } from '@/lib/ids/random-id';
import { UPLOAD_MAX_MB, formatBytes, rejectionMessage } from '@/lib/join/uploads';
import { Button } from '@/components/ui/button';
import { UploadDropzoneStandIn } from './upload-box';
import type { RefusedFile } from './upload-dropzone';

export interface PickedFile {
  id: string;
  name: string;
  type: string;
  size: number;
  /** Object URL for an image preview; revoked on removal and unmount, so nothing of the file outlives its preview. */
  previewUrl: string | null;
}

/**
 * The drop area's code (react-dropzone) is fetched once the form runs, never with the page's first
 * load; until then a stand-in of the same size shows, and a failed fetch says so with Retry.
 */
const loadDropzone = () => import('./upload-dropzone');

/** Photos and videos for the application: numbered previews with remove buttons; files never leave the browser. */
export function UploadField({ files, onChange, disabled }: { files: PickedFile[]; onChange: (files: PickedFile[]) => void; disabled?: boolean }) {
  const id = useId();
  const { mod, failed, retry } = useLazyModule(loadDropzone);
  const [rejections, setRejections] = useState<{ name: string; message: string }[]>([]);
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  // Revoke whatever previews are left when the form goes away.
  useEffect(() => () => latest.current.forEach((f) => f.previewUrl && URL.revokeObjectURL(f.previewUrl)), []);

  function onFiles(accepted: File[], refused: RefusedFile[]) {
    const problems = refused.map((r) => ({ name: r.name, message: rejectionMessage(r.code) }));
    const room = Math.max(0, UPLOAD_MAX_FILES - files.length);
    const kept = accepted.slice(0, room);
    accepted.slice(room).forEach((f) => problems.push({ name: f.name, message: rejectionMessage('too-many-files') }));
    setRejections(problems);
    if (kept.length) {
      onChange([
        ...files,
        ...kept.map((f) => ({
          id: randomId('f'),
          name: f.name,
          type: f.type,
          size: f.size,
          previewUrl: f.type.startsWith('image/') ? URL.createObjectURL(f) : null,
        })),
      ]);
    }
  }

  function remove(fileId: string) {
    const gone = files.find((f) => f.id === fileId);
    if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
    onChange(files.filter((f) => f.id !== fileId));
  }

  return (
    <fieldset className="js-only">
      <legend className="font-semibold text-ink">Photos and videos (optional)</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        JPEG, PNG, MP4 or MOV, up to {UPLOAD_MAX_MB} MB each, at most {UPLOAD_MAX_FILES} files. Files stay in your browser: we only note their names and sizes.
      </p>
      {mod ? <mod.UploadDropzone onFiles={onFiles} hintId={`${id}-hint`} disabled={disabled} /> : <UploadDropzoneStandIn failed={failed} onRetry={retry} />}
      <div role="alert" className="mt-2 text-sm font-medium text-red-700">
        {rejections.length ? (
          <ul>
            {rejections.map((r, i) => (
              <li key={`${r.name}-${i}`}>
                {r.name}: {r.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length ? (
        <ol aria-label="Chosen files" className="mt-3 grid gap-3 sm:grid-cols-2">
          {files.map((f, i) => (
            <li key={f.id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              {f.previewUrl ? (
                <Img src={f.previewUrl} alt={`Preview of ${f.name}`} width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
              ) : (
                <span className="flex h-14 w-14 items-center justify-center rounded-lg bg-slate-100 text-xs font-semibold text-slate-700">Video</span>
              )}
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium">
                  {i + 1}. {f.name}
                </span>
                <span className="text-slate-700">{formatBytes(f.size)}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => remove(f.id)} aria-label={`Remove ${f.name}`} disabled={disabled}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
