// Zod probes `new Function` to decide whether it may compile fast parsers; under the site's
// Content-Security-Policy (no 'unsafe-eval', public/_headers) that probe is reported as a violation.
// Every module that uses zod at run time imports this file first (a jest test checks it).
import { config } from 'zod/v4/core';

config({ jitless: true });
