// The join form's upload rules: what react-dropzone accepts, what a refused file is told, how a size
// reads. Loaded with the drop area (components/join/upload-dropzone.tsx), not with the page.
import { UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from './uploads';

/** react-dropzone's accept map: images .jpeg .jpg .png and videos .mp4 .mov. */
export const UPLOAD_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
};

/** react-dropzone's rejection codes with messages a person can act on. */
export function rejectionMessage(code: string): string {
  switch (code) {
    case 'file-invalid-type':
      return 'File type must be JPEG, PNG, MP4 or MOV (.jpeg, .jpg, .png, .mp4, .mov)';
    case 'file-too-large':
      return `File is larger than ${UPLOAD_MAX_MB} MB`;
    case 'file-too-small':
      return 'File is empty';
    case 'file-not-its-type':
      return "File's contents are not a JPEG, PNG, MP4 or MOV file, whatever its name says";
    case 'too-many-files':
      return `Too many files: at most ${UPLOAD_MAX_FILES}`;
    default:
      return 'This file cannot be used';
  }
}

/** How many of a file's first bytes `looksLike` reads. */
export const SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether a file's first bytes are those of the kind its type claims: a JPEG starts FF D8 FF, a PNG
 * with its 8-byte signature, an MP4 or MOV with an `ftyp` box (an older MOV may start with a `moov`,
 * `mdat`, `wide` or `free` atom). A text file renamed .png is not.
 */
export function looksLike(type: string, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
    case 'video/mp4':
      return ascii(bytes, 4, 8) === 'ftyp';
    case 'video/quicktime':
      return ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(bytes, 4, 8));
    default:
      return false;
  }
}

/** "2.4 MB", "512 KB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
