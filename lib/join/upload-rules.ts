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
    case 'too-many-files':
      return `Too many files: at most ${UPLOAD_MAX_FILES}`;
    default:
      return 'This file cannot be used';
  }
}

/** "2.4 MB", "512 KB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
