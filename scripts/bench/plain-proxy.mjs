#!/usr/bin/env node
// The least a second hop can cost: a plain node:http reverse proxy with keep-alive to the
// backend and nothing else (no checks, no session, no header rules). `npm run bench` measures
// the BFF's call through it as well, so the report can tell the hop's own price on this machine
// from what the BFF adds on top of it.
//   node scripts/bench/plain-proxy.mjs <port> <backend origin>
import http from 'node:http';

const [port, backend] = process.argv.slice(2);
const target = new URL(backend);
const agent = new http.Agent({ keepAlive: true });

http
  .createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`plain proxy on ${port} → ${backend}`));
