import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const PROBE_PATH = '/__engine-probe.js';
const probe = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');

export interface Site {
  origin: string;
  /** Every connection dropped and every new one refused, as when a phone loses its signal. */
  cut(): void;
  close(): Promise<void>;
}

/**
 * The built site as a browser gets it from `upstream` (scripts/serve.mjs), with the probe as the
 * first script of every page, and a switch that cuts the network.
 */
export async function siteBehindProbe(upstream: string): Promise<Site> {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(probe);
      return;
    }
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const forward = request(
      upstream + req.url,
      { method: req.method, headers },
      (answer: IncomingMessage) => {
        const html = String(answer.headers['content-type']).startsWith('text/html');
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.concat(chunks)
            .toString('utf8')
            .replace('<head>', `<head>\n    <script src="${PROBE_PATH}"></script>`);
          const { 'content-length': _length, ...rest } = answer.headers;
          void _length;
          res.writeHead(answer.statusCode ?? 502, rest).end(page);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (cut) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cut: () => {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
