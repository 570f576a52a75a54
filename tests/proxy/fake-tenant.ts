// A fake tenant on loopback for the proxy's integration tests: it counts token requests, records
// every request's headers and body, and lets each test decide how the token endpoint and the API
// answer (fail, hang, 401, stream slowly...).
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface FakeTenant {
  url: string;
  baseUrl: URL;
  tokenRequests: RecordedRequest[];
  apiRequests: RecordedRequest[];
  /** Tokens issued so far, in order. */
  issued: string[];
  /** TCP connections accepted so far. */
  connections: number;
  /** Answers POST /auth/v1/token; default: a fresh token valid for `expiresIn` seconds. */
  tokenHandler: Handler;
  /** Answers /api/*; default: 401 without a valid token, else JSON echo of method, url and body. */
  apiHandler: Handler;
  expiresIn: number;
  isValid(authorization: string | undefined): boolean;
  revokeAll(): void;
  issueToken(res: ServerResponse): void;
  close(): Promise<void>;
}

export async function startFakeTenant(): Promise<FakeTenant> {
  const valid = new Set<string>();
  let counter = 0;
  const sockets = new Set<Socket>();
  const tenant: FakeTenant = {
    url: '',
    baseUrl: new URL('http://127.0.0.1'),
    tokenRequests: [],
    apiRequests: [],
    issued: [],
    connections: 0,
    expiresIn: 3600,
    isValid: (authorization) => {
      const match = /^Bearer (\S+)$/.exec(authorization ?? '');
      return Boolean(match?.[1] && valid.has(match[1]));
    },
    revokeAll: () => valid.clear(),
    issueToken: (res) => {
      counter += 1;
      const token = `fake_at_${counter}_${Math.random().toString(36).slice(2)}`;
      valid.add(token);
      tenant.issued.push(token);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: tenant.expiresIn }));
    },
    tokenHandler: (_req, res) => tenant.issueToken(res),
    apiHandler: (req, res, body) => {
      if (!tenant.isValid(req.headers.authorization)) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 16, message: 'the access token is invalid or has expired' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body: body.toString('utf8') }));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, rawHeaders: req.rawHeaders, body: Buffer.concat(chunks) };
      if (req.url === '/auth/v1/token') {
        tenant.tokenRequests.push(record);
        tenant.tokenHandler(req, res, record.body);
      } else {
        tenant.apiRequests.push(record);
        tenant.apiHandler(req, res, record.body);
      }
    });
  });
  server.on('connection', (socket: Socket) => {
    tenant.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  tenant.url = `http://127.0.0.1:${port}`;
  tenant.baseUrl = new URL(tenant.url);
  return tenant;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
  /** The body's bytes as they came (e.g. still compressed). */
  bodyBytes: Buffer;
}

export interface SendOptions {
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Leave out X-Console-Request (on by default, as the console sends it). */
  noConsoleHeader?: boolean;
}

/** One request to the proxy with node:http, which sends the path exactly as given (no normalization). */
export function send(port: number, options: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = { ...(options.noConsoleHeader ? {} : { 'x-console-request': '1' }), ...options.headers };
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bodyBytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: bodyBytes.toString('utf8'), bodyBytes });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Raw bytes over a socket, for requests node:http would refuse to send (CR/LF, absolute-form...). */
export function sendRaw(port: number, text: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is enough: stop once the headers and a complete content-length body arrived.
      const textSoFar = Buffer.concat(chunks).toString('latin1');
      const headerEnd = textSoFar.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(textSoFar);
      if (headerEnd !== -1 && length && textSoFar.length >= headerEnd + 4 + Number(length[1])) socket.destroy();
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', (error) => (chunks.length ? resolve(Buffer.concat(chunks).toString('latin1')) : reject(error)));
  });
}
