import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The least a search can cost on this machine: Fastify answering a POST with one prepared
 * `insert … returning` on a pool of the app's size (a durable write, as a paid search is) and a
 * 4 KB JSON answer (a search answer's size), with nothing else. Its CPU per request, read the
 * same way as the app's, is the floor under the app's figure: what is left between the two is
 * the app's own work (docs/performance.md "Where a request's time goes").
 */
export async function startFloorServer(
  databaseUrl: string,
): Promise<{ port: number; child: ChildProcess }> {
  const source = `
    const app = (await import('fastify')).default();
    const pg = (await import('pg')).default;
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
    await pool.query('create table if not exists floor_rows (id bigserial primary key, asked text not null, at timestamptz not null default now())');
    const answer = JSON.stringify({ kind: 'match', text: 'x'.repeat(4096) });
    app.post('/api/search', async (request, reply) => {
      const { rows } = await pool.query({
        name: 'floor_insert',
        text: 'insert into floor_rows (asked) values ($1) returning id, at',
        values: [String(request.body.query)],
      });
      return reply
        .type('application/json; charset=utf-8')
        .send(answer.replace('"kind"', '"id":"' + rows[0].id + '","kind"'));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write(String(app.server.address().port) + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', () => reject(new Error('the floor server did not start')));
  });
  return { port, child };
}
