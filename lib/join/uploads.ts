// The join form's upload limits, which its hint states with the page (./upload-rules checks files
// against them, loaded with the drop area).

/** Uploads on the join form: at most 100 MiB a file. */
export const UPLOAD_MAX_BYTES = 104_857_600;
/** Uploads on the join form: at most this many files at once (react-dropzone "Too many files"). */
export const UPLOAD_MAX_FILES = 10;

export const UPLOAD_MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));
