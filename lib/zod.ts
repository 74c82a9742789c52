// The one place the site imports classic zod. `jitless` keeps zod from probing `new Function`,
// which the Content-Security-Policy (no 'unsafe-eval', public/_headers) reports as a violation.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
