/** @jest-environment node */
import net from 'node:net';
import { isPortInUse, portsInUse, testPort } from '@/scripts/lib/test-ports.mjs';

/** A server another process could have started: listening on `host`, on a port the system picks. */
async function listen(host?: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the ports of the browser steps', () => {
  it('are the defaults unless their variables name others', () => {
    expect(testPort('e2e', {})).toBe(3100);
    expect(testPort('base-path', {})).toBe(3150);
    expect(testPort('editor-check', {})).toBe(3190);
    expect(testPort('e2e', { PORT: '3202' })).toBe(3202);
    expect(testPort('base-path', { BASE_PORT: '3251' })).toBe(3251);
    expect(testPort('editor-check', { EDITOR_CHECK_PORT: '3290' })).toBe(3290);
  });

  it('a port a server listens on is in use, on every interface or on localhost only; once it stops, the port is free', async () => {
    for (const host of [undefined, '127.0.0.1']) {
      const server = await listen(host);
      expect(await isPortInUse(server.port)).toBe(true);
      await server.close();
      expect(await isPortInUse(server.port)).toBe(false);
    }
  });

  it('fails only the steps whose port is taken, naming the port and the variable that moves it', async () => {
    const server = await listen();
    const free = await listen();
    await free.close();
    try {
      const taken = await portsInUse({ PORT: String(server.port), BASE_PORT: String(free.port), EDITOR_CHECK_PORT: String(free.port) });
      expect(taken).toEqual({ e2e: `port ${server.port} is in use by another process; stop it or set PORT=<a free port>` });
    } finally {
      await server.close();
    }
  });
});
