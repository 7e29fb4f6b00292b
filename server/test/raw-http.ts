import { connect } from 'node:net';

/** Sends raw bytes over a real socket and reads the answer until the server closes. */
export function rawExchange(port: number, request: string | Buffer) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        headers: text.slice(0, split),
        body: text.slice(split + 4),
      });
    });
    socket.end(request);
  });
}
