// Zod probes `new Function` to decide whether it may compile fast parsers; under the site's
// Content-Security-Policy (no 'unsafe-eval', public/_headers) that probe is reported as a violation.
// Zod is only imported through lib/zod (index.ts: zod, mini.ts: zod/mini), which load this first;
// eslint.config.mjs forbids importing 'zod' itself anywhere else, except for types.
import { config } from 'zod/v4/core';

config({ jitless: true });
