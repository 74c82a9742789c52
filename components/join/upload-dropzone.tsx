'use client';
import { useDropzone } from 'react-dropzone';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/join/uploads';
import { SIGNATURE_BYTES, UPLOAD_ACCEPT, formatBytes, looksLike, rejectionMessage } from '@/lib/join/upload-rules';
import { randomId } from '@/lib/ids/random-id';
import { Img } from '@/components/ui/img';
import { Button } from '@/components/ui/button';
import { DROPZONE_BOX, DROPZONE_PROMPT } from './upload-box';
import type { PickedFile } from './upload-field';

/** A file react-dropzone turned down, with its first reason (lib/join/upload-rules rejectionMessage codes). */
export interface RefusedFile {
  name: string;
  code: string;
}

export interface UploadDropzoneProps {
  /** Files dropped or chosen: those that pass the type and size rules, and those that do not. */
  onFiles: (accepted: File[], refused: RefusedFile[]) => void;
  hintId: string;
  disabled?: boolean;
}

/** A refused file and what it is told. */
export interface Rejection {
  name: string;
  message: string;
}

/**
 * The files dropped or chosen added to those already chosen, as far as there is room (each image
 * with a preview URL), and why the others were turned down.
 */
export function addFiles(files: readonly PickedFile[], accepted: File[], refused: RefusedFile[]): { files: PickedFile[]; rejections: Rejection[] } {
  const rejections = refused.map((r) => ({ name: r.name, message: rejectionMessage(r.code) }));
  const room = Math.max(0, UPLOAD_MAX_FILES - files.length);
  const kept = accepted.slice(0, room);
  accepted.slice(room).forEach((f) => rejections.push({ name: f.name, message: rejectionMessage('too-many-files') }));
  const added = kept.map((f) => ({
    id: randomId('f'),
    name: f.name,
    type: f.type,
    size: f.size,
    previewUrl: f.type.startsWith('image/') ? URL.createObjectURL(f) : null,
  }));
  return { files: [...files, ...added], rejections };
}

/** The chosen files: numbered previews with remove buttons. */
export function ChosenFiles({ files, onRemove, disabled }: { files: readonly PickedFile[]; onRemove: (id: string) => void; disabled?: boolean }) {
  return (
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
          <Button variant="ghost" size="sm" onClick={() => onRemove(f.id)} aria-label={`Remove ${f.name}`} disabled={disabled}>
            Remove
          </Button>
        </li>
      ))}
    </ol>
  );
}

/** Whether the file's first bytes are what its type claims (a file that cannot be read is not). */
async function contentsMatch(file: File): Promise<boolean> {
  try {
    return looksLike(file.type, new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  } catch {
    return false;
  }
}

/** Files that passed react-dropzone's name, type and size rules, split by what their first bytes are. */
async function checkContents(accepted: File[]): Promise<{ real: File[]; refused: RefusedFile[] }> {
  const matches = await Promise.all(accepted.map(contentsMatch));
  return {
    real: accepted.filter((_, i) => matches[i]),
    refused: accepted.filter((_, i) => !matches[i]).map((f) => ({ name: f.name, code: 'file-not-its-type' })),
  };
}

/**
 * The drop area of the join form's upload field, the only code that uses react-dropzone. Loaded on
 * demand by UploadField (components/join/upload-field.tsx), which keeps the chosen files; the rules
 * for adding files and their list come with it (there are no files before it is here).
 */
export function UploadDropzone({ onFiles, hintId, disabled }: UploadDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: async (accepted, rejected) => {
      const { real, refused } = await checkContents(accepted);
      onFiles(real, [...rejected.map((r) => ({ name: r.file.name, code: r.errors[0]?.code ?? '' })), ...refused]);
    },
    accept: UPLOAD_ACCEPT,
    minSize: 1,
    maxSize: UPLOAD_MAX_BYTES,
    maxFiles: UPLOAD_MAX_FILES,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
  });

  return (
    <div {...getRootProps({ className: `${DROPZONE_BOX} ${isDragActive ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50'}` })}>
      <input {...getInputProps({ 'aria-label': 'Upload photos and videos', 'aria-describedby': hintId })} />
      <p className="text-slate-700">{isDragActive ? 'Drop the files here' : DROPZONE_PROMPT}</p>
      <Button variant="outline" size="sm" onClick={open} disabled={disabled}>
        Choose files
      </Button>
    </div>
  );
}
