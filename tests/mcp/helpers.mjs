// Shared helpers for the MCP tests: the SDK client over stdio, and a raw line-level peer.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const here = dirname(fileURLToPath(import.meta.url));
export const MOONPY = process.env.MOONPY || resolve(here, '../../build/moonpy');

// An SDK client connected to `moonpy mcp ...args` (protocol 2025-11-25, the SDK's latest).
export async function connect(args = []) {
  const transport = new StdioClientTransport({ command: MOONPY, args: ['mcp', ...args], stderr: 'pipe' });
  const client = new Client({ name: 'moonpy-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, pid: transport.pid };
}

// A raw peer: writes any line, reads JSON lines; for versions, batches and malformed input.
export class Raw {
  constructor(args = []) {
    this.proc = spawn(MOONPY, ['mcp', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.messages = [];
    this.waiters = [];
    this.stdout = '';
    this.stderr = '';
    this.exited = new Promise((res) => this.proc.on('exit', (code, sig) => res({ code, sig })));
    this.proc.stderr.on('data', (d) => { this.stderr += d; });
    this.proc.stdout.on('data', (d) => {
      this.stdout += d;
      let i;
      while ((i = this.stdout.indexOf('\n')) >= 0) {
        const line = this.stdout.slice(0, i);
        this.stdout = this.stdout.slice(i + 1);
        this.lines = (this.lines || 0) + 1;
        this.messages.push(JSON.parse(line)); // every stdout line must be JSON
        this.poke();
      }
    });
    this.nextId = 1000;
  }
  get pid() { return this.proc.pid; }
  poke() {
    for (const w of [...this.waiters]) {
      const k = this.messages.findIndex(w.match);
      if (k >= 0) {
        const [m] = this.messages.splice(k, 1);
        this.waiters.splice(this.waiters.indexOf(w), 1);
        clearTimeout(w.timer);
        w.resolve(m);
      }
    }
  }
  wait(match, ms = 10000) {
    return new Promise((resolve, reject) => {
      const w = { match, resolve };
      w.timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error('timed out waiting for a message; stderr: ' + this.stderr));
      }, ms);
      this.waiters.push(w);
      this.poke();
    });
  }
  line(s) { this.proc.stdin.write(s + '\n'); }
  send(obj) { this.line(JSON.stringify(obj)); }
  request(method, params, id = this.nextId++, ms = 10000) {
    this.send({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
    return this.wait((m) => m.id === id && !Array.isArray(m), ms);
  }
  notify(method, params) { this.send({ jsonrpc: '2.0', method, ...(params ? { params } : {}) }); }
  async init(version) {
    const r = await this.request('initialize', {
      protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' },
    });
    this.notify('notifications/initialized');
    return r;
  }
  close() { this.proc.stdin.end(); return this.exited; }
  kill() { this.proc.kill('SIGKILL'); return this.exited; }
}

// The worker processes of a server: its children.
export function children(pid) {
  const out = [];
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      out.push(...readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    } catch { /* gone */ }
  }
  return out;
}

// A worker's isolation (worker.c): seccomp, no new privileges, only the descriptors `fds`,
// rlimits. A sanitizer build (tests/sanitize.sh) keeps stderr open and sets neither
// RLIMIT_AS nor RLIMIT_FSIZE: `sanitizer` leaves those two checks out.
export function assertIsolated(assert, w, { fds = ['3'], sanitizer = false } = {}) {
  const status = readFileSync(`/proc/${w}/status`, 'utf8');
  assert.match(status, /Seccomp:\s+2/);
  assert.match(status, /NoNewPrivs:\s+1/);
  assert.deepEqual(readdirSync(`/proc/${w}/fd`), fds);
  const limits = readFileSync(`/proc/${w}/limits`, 'utf8');
  assert.match(limits, /Max open files\s+0\s+0/);
  assert.match(limits, /Max core file size\s+0\s+0/);
  if (!sanitizer) {
    assert.match(limits, /Max file size\s+0\s+0/);
    assert.doesNotMatch(limits, /Max address space\s+unlimited/);
  }
  assert.doesNotMatch(limits, /Max cpu time\s+unlimited/);
}

export function rssKb(pid) {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

export function alive(pid) {
  try { process.kill(pid, 0); return true; } catch { return false; }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
