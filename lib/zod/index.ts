// zod with its `new Function` probe turned off (jitless.ts). Import zod from here, never from 'zod'.
import './jitless';

export * from 'zod';
