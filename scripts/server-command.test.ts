import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ARGS } from './server-command.ts';

/** `npm start` and the container run the server as the tests and benches do. */
describe('the server command', () => {
  it('is the same in npm start, the Dockerfile and the spawned servers', () => {
    const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string;
    expect(start).toContain(`exec node ${SERVER_ARGS.join(' ')}`);
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toContain(`CMD ["node", ${SERVER_ARGS.map((a) => `"${a}"`).join(', ')}]`);
  });
});
