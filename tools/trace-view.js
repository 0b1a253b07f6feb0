#!/usr/bin/env node
/**
 * Prints one trace of a TRACES_FILE (TRACES_EXPORTER=file: one JSON line per span) as an indented
 * tree: each span's service, kind, duration and start offset from the trace's first span.
 *
 *   node tools/trace-view.js tmp/traces.jsonl            the latest trace, then a list of recent ones
 *   node tools/trace-view.js tmp/traces.jsonl <traceId>  that trace (a prefix of its id is enough)
 */
const fs = require('node:fs');

function readSpans(file) {
  const spans = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      spans.push(JSON.parse(line));
    } catch {
      // a line cut by a process killed mid-write: skip it
    }
  }
  return spans;
}

function byTrace(spans) {
  const traces = new Map();
  for (const span of spans) {
    if (!traces.has(span.traceId)) traces.set(span.traceId, []);
    traces.get(span.traceId).push(span);
  }
  return traces;
}

const startMs = (span) => Date.parse(span.start);

/** The few attributes that say what a span did (never all of them: the tree must stay readable). */
function detail(span) {
  const a = span.attributes || {};
  const parts = [];
  const url = a['url.path'] ?? a['http.target'] ?? a['http.url'];
  if (url) parts.push(String(url));
  const status = a['http.response.status_code'] ?? a['http.status_code'];
  if (status !== undefined) parts.push(`-> ${status}`);
  const requestId = a['http.request.header.x-correlation-id'] ?? a['http.request.header.x-request-id'];
  if (requestId) parts.push(`request ${[].concat(requestId)[0]}`);
  const sql = a['db.query.text'] ?? a['db.statement'];
  if (sql) parts.push(String(sql).replace(/\s+/g, ' ').slice(0, 80));
  if (a['db.operation'] && !sql) parts.push(String(a['db.operation']));
  if (span.status && span.status.code === 'ERROR') parts.push(`ERROR${span.status.message ? ` ${span.status.message}` : ''}`);
  return parts.join('  ');
}

function printTrace(spans) {
  const ids = new Set(spans.map((s) => s.spanId));
  const children = new Map();
  const roots = [];
  for (const span of spans) {
    if (span.parentSpanId && ids.has(span.parentSpanId)) {
      if (!children.has(span.parentSpanId)) children.set(span.parentSpanId, []);
      children.get(span.parentSpanId).push(span);
    } else {
      roots.push(span);
    }
  }
  const t0 = Math.min(...spans.map(startMs));
  const services = [...new Set(spans.map((s) => s.service))];
  console.log(`trace ${spans[0].traceId}: ${spans.length} spans, services ${services.join(', ')}`);
  const walk = (span, depth) => {
    const offset = (startMs(span) - t0).toFixed(0).padStart(5);
    const orphan = depth === 0 && span.parentSpanId ? ' (parent not in the file)' : '';
    const line = `${offset} ms  ${'  '.repeat(depth)}${span.name}  [${span.service}] ${span.kind} ${span.durationMs.toFixed(1)} ms`;
    const more = detail(span);
    console.log(`${line}${more ? `  ${more}` : ''}${orphan}`);
    for (const child of (children.get(span.spanId) || []).sort((a, b) => startMs(a) - startMs(b))) walk(child, depth + 1);
  };
  for (const root of roots.sort((a, b) => startMs(a) - startMs(b))) walk(root, 0);
}

function main() {
  const [file, wanted] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node tools/trace-view.js <traces.jsonl> [traceId]');
    process.exit(2);
  }
  const traces = byTrace(readSpans(file));
  if (traces.size === 0) {
    console.error(`${file}: no spans (is the stack running with TRACES_EXPORTER=file?)`);
    process.exit(1);
  }
  if (wanted) {
    const matches = [...traces.keys()].filter((id) => id.startsWith(wanted.toLowerCase()));
    if (matches.length !== 1) {
      console.error(matches.length ? `${wanted}: ${matches.length} traces start so; give more of the id` : `${wanted}: no such trace in ${file}`);
      process.exit(1);
    }
    printTrace(traces.get(matches[0]));
    return;
  }
  // the latest trace started by a root span (the others are a request's tail still being written)
  const recent = [...traces.values()]
    .map((spans) => ({ spans, root: spans.find((s) => !s.parentSpanId) || spans[0] }))
    .sort((a, b) => startMs(a.root) - startMs(b.root));
  printTrace(recent[recent.length - 1].spans);
  console.log('\nrecent traces:');
  for (const { spans, root } of recent.slice(-10).reverse()) {
    console.log(`  ${root.traceId}  ${root.start}  ${root.name} [${root.service}] ${root.durationMs.toFixed(1)} ms, ${spans.length} spans`);
  }
}

main();
