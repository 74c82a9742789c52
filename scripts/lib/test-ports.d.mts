export type TestStep = 'e2e' | 'base-path' | 'editor-check';
export const TEST_PORTS: Record<TestStep, { variable: string; fallback: number }>;
export function testPort(step: TestStep, env?: Record<string, string | undefined>): number;
export function isPortInUse(port: number): Promise<boolean>;
export function portsInUse(env?: Record<string, string | undefined>, steps?: TestStep[]): Promise<Partial<Record<TestStep, string>>>;
