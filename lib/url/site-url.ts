/** The public URL the export is deployed at (SITE_URL at build), used for canonical and social tags. */
export const SITE_URL = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
