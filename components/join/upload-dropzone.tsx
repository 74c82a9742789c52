'use client';
import { useDropzone } from 'react-dropzone';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@/lib/join/uploads';
import { UPLOAD_ACCEPT } from '@/lib/join/uploads';
import { Button } from '@/components/ui/button';
import { DROPZONE_BOX, DROPZONE_PROMPT } from './upload-box';

/** A file react-dropzone turned down, with its first reason (lib/join/uploads rejectionMessage codes). */
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

/**
 * The drop area of the join form's upload field, the only code that uses react-dropzone. Loaded on
 * demand by UploadField (components/join/upload-field.tsx), which keeps the chosen files.
 */
export function UploadDropzone({ onFiles, hintId, disabled }: UploadDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) =>
      onFiles(
        accepted,
        rejected.map((r) => ({ name: r.file.name, code: r.errors[0]?.code ?? '' })),
      ),
    accept: UPLOAD_ACCEPT,
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
