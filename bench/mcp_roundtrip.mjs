#!/usr/bin/env node
// bench/mcp_roundtrip.mjs: latency of `moonpy mcp`, measured from a client on its pipes.
//   1. spawn -> first result: spawn the server, initialize, tools/call `result = 1 + 1`
//      (target < 50 ms), the median of 10 spawns;
//   2. warm round trip: tools/call `result = 1 + 1` on a warm session (target < 1 ms median).
// usage: node bench/mcp_roundtrip.mjs [path/to/moonpy] [calls]
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const moonpy = process.argv[2] || resolve(dirname(fileURLToPath(import.meta.url)), '../build/moonpy');
const calls = Number(process.argv[3] || 2000);

function server() {
  const p = spawn(moonpy, ['mcp'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let buf = '';
  const waiting = new Map();
  p.stdout.on('data', (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const m = JSON.parse(buf.slice(0, i));
      buf = buf.slice(i + 1);
      waiting.get(m.id)?.(m);
      waiting.delete(m.id);
    }
  });
  let id = 0;
  const request = (method, params) => new Promise((res) => {
    const k = ++id;
    waiting.set(k, res);
    p.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: k, method, params }) + '\n');
  });
  return { p, request };
}

const init = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } };
const call = { name: 'run_python', arguments: { code: 'result = 1 + 1' } };
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };
const pct = (a, q) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length * q)]; };

const spawns = [];
for (let i = 0; i < 10; i++) {
  const t0 = process.hrtime.bigint();
  const s = server();
  await s.request('initialize', init);
  const r = await s.request('tools/call', call);
  spawns.push(Number(process.hrtime.bigint() - t0) / 1e6);
  if (r.result?.structuredContent?.result !== 2) throw new Error('bad result: ' + JSON.stringify(r));
  s.p.stdin.end();
  await new Promise((res) => s.p.on('exit', res));
}

const s = server();
await s.request('initialize', init);
for (let i = 0; i < 200; i++) await s.request('tools/call', call); // warm up
const rt = [];
for (let i = 0; i < calls; i++) {
  const t0 = process.hrtime.bigint();
  await s.request('tools/call', call);
  rt.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
const pings = [];
for (let i = 0; i < 1000; i++) {
  const t0 = process.hrtime.bigint();
  await s.request('ping', {});
  pings.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
s.p.stdin.end();
const f = (x) => x.toFixed(3);
console.log(`spawn -> first result: median ${f(median(spawns))} ms, min ${f(Math.min(...spawns))} ms (target < 50 ms)`);
console.log(`warm tools/call round trip (result = 1 + 1, ${calls} calls): median ${f(median(rt))} ms, p90 ${f(pct(rt, 0.9))} ms, p99 ${f(pct(rt, 0.99))} ms (target < 1 ms)`);
console.log(`ping round trip (client and pipe overhead): median ${f(median(pings))} ms`);
