#!/usr/bin/env node
// A collector stand-in for bench/observability-cost.js: answers every OTLP/HTTP export with 200 at
// once (an unreachable endpoint would measure the exporter's retries, not tracing) and counts what
// arrived. `node bench/otlp-sink.js [port]` (default 4319); GET /count answers the totals as JSON.
const http = require('node:http');

const port = Number(process.argv[2] || process.env.OTLP_SINK_PORT || 4319);
const totals = { exports: 0, bytes: 0, spans: 0 };

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/count') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(totals));
      return;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      totals.exports++;
      totals.bytes += body.length;
      // JSON exports: one "spanId" per span (a protobuf export counts bytes only)
      const text = body.toString('latin1');
      for (let at = text.indexOf('"spanId"'); at !== -1; at = text.indexOf('"spanId"', at + 8)) totals.spans++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`OTLP sink on http://127.0.0.1:${port} (GET /count)`));
