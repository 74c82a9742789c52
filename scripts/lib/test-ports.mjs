// The ports npm test's browser steps serve a build on, each with the variable that moves it, and the
// check that a port is free: a browser step tests only a server it started itself, never whatever
// another process already serves on its port.
import net from 'node:net';

export const TEST_PORTS = {
  e2e: { variable: 'PORT', fallback: 3100 },
  'base-path': { variable: 'BASE_PORT', fallback: 3150 },
  'editor-check': { variable: 'EDITOR_CHECK_PORT', fallback: 3190 },
};

/** The port `step` serves on under `env`. */
export function testPort(step, env = process.env) {
  const { variable, fallback } = TEST_PORTS[step];
  return Number(env[variable] || fallback);
}

/** Whether a process listens on `port`: something answers on localhost (IPv4 or IPv6), or the port cannot be bound. */
export async function isPortInUse(port) {
  const answers = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ port, host });
      socket.setTimeout(1000);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(false));
    });
  const bindable = () =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
  const [v4, v6] = await Promise.all([answers('127.0.0.1'), answers('::1')]);
  return v4 || v6 || !(await bindable());
}

/** For each step whose port is taken, the message that fails it (steps with a free port are left out). */
export async function portsInUse(env = process.env, steps = Object.keys(TEST_PORTS)) {
  const taken = {};
  for (const step of steps) {
    const port = testPort(step, env);
    if (await isPortInUse(port)) {
      taken[step] = `port ${port} is in use by another process; stop it or set ${TEST_PORTS[step].variable}=<a free port>`;
    }
  }
  return taken;
}
