// The one place client stores import zod/mini (small bundles). Same `jitless` setting as lib/zod.ts:
// no `new Function` probe under the site's Content-Security-Policy.
import * as zm from 'zod/mini';

zm.config({ jitless: true });

export * from 'zod/mini';
