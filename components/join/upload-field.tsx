'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '@/lib/join/uploads';
import { UploadDropzoneStandIn } from './upload-box';
import type { RefusedFile, Rejection } from './upload-dropzone';

export interface PickedFile {
  id: string;
  name: string;
  type: string;
  size: number;
  /** Object URL for an image preview; revoked on removal and unmount, so nothing of the file outlives its preview. */
  previewUrl: string | null;
}

/**
 * The drop area's code (react-dropzone) is fetched when the field comes within about a screen of
 * being seen, never with the page's first load: a phone that never scrolls down to it never downloads
 * it. Until then a stand-in of the same size shows, and a failed fetch says so with Retry.
 */
const loadDropzone = () => import('./upload-dropzone');
const NEAR_SCREEN = '800px 0px';

/** Photos and videos for the application: numbered previews with remove buttons; files never leave the browser. */
export function UploadField({ files, onChange, disabled }: { files: PickedFile[]; onChange: (files: PickedFile[]) => void; disabled?: boolean }) {
  const id = useId();
  const field = useRef<HTMLFieldSetElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = field.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && setNear(true), { rootMargin: NEAR_SCREEN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const { mod, failed, retry } = useLazyModule(loadDropzone, near);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  // Revoke whatever previews are left when the form goes away.
  useEffect(() => () => latest.current.forEach((f) => f.previewUrl && URL.revokeObjectURL(f.previewUrl)), []);

  function onFiles(accepted: File[], refused: RefusedFile[]) {
    if (!mod) return;
    const added = mod.addFiles(files, accepted, refused);
    setRejections(added.rejections);
    if (added.files.length > files.length) onChange(added.files);
  }

  function remove(fileId: string) {
    const gone = files.find((f) => f.id === fileId);
    if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
    onChange(files.filter((f) => f.id !== fileId));
  }

  return (
    <fieldset ref={field} className="js-only">
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
      {files.length && mod ? <mod.ChosenFiles files={files} onRemove={remove} disabled={disabled} /> : null}
    </fieldset>
  );
}
