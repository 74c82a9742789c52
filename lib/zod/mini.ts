// zod/mini with its `new Function` probe turned off (jitless.ts). Import it from here, never from 'zod/mini'.
import './jitless';

export * from 'zod/mini';
