import { spawn } from 'node:child_process';
import { saturate } from './load.ts';

/**
 * A Fastify hello-world in its own process, loaded as the app is, in the same invocation: the
 * ratio to it says how far the app's figures are from what this machine can serve at all, so
 * readings on different machines (or a busier minute) compare.
 */
export async function helloWorldPerS(seconds: number, connections: number): Promise<number> {
  const source = `
    const app = (await import('fastify')).default();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write(String(app.server.address().port) + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
      child.once('exit', () => reject(new Error('the hello-world server did not start')));
    });
    const url = `http://127.0.0.1:${port}`;
    await saturate(url, [{ method: 'GET', path: '/' }], 2, connections);
    return (await saturate(url, [{ method: 'GET', path: '/' }], seconds, connections)).perS;
  } finally {
    child.kill('SIGTERM');
  }
}
