// The MCP Inspector's CLI (pinned in package-lock.json) against the server, in both protocol
// eras: legacy (initialize) and modern (--protocol-era modern: 2026-07-28 pinned, no fallback),
// listing the tools and running a call, as the README shows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOONPY } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(here, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');

function inspector(args) {
  return new Promise((res) => {
    execFile(process.execPath, [CLI, '--cli', MOONPY, 'mcp', ...args, '--format', 'json'],
      { timeout: 60000, maxBuffer: 16 << 20 }, (err, stdout, stderr) =>
        res({ code: err ? err.code : 0, stdout, stderr }));
  });
}

for (const era of ['legacy', 'modern']) {
  test(`inspector CLI, --protocol-era ${era}: tools/list and tools/call`, async () => {
    let r = await inspector(['--protocol-era', era, '--method', 'tools/list']);
    assert.equal(r.code, 0, r.stderr);
    const list = JSON.parse(r.stdout);
    const tools = list.tools ?? list.result?.tools;
    assert.deepEqual(tools.map((t) => t.name), ['run_python', 'list_modules', 'reset_session']);
    r = await inspector(['--protocol-era', era, '--method', 'tools/call', '--tool-name', 'run_python',
      '--tool-args-json', JSON.stringify({ code: 'print("hi"); result = sum(range(10))' })]);
    assert.equal(r.code, 0, r.stderr);
    const call = JSON.parse(r.stdout);
    const res = call.structuredContent ? call : call.result;
    assert.equal(res.structuredContent.result, 45);
    assert.equal(res.structuredContent.logs, 'hi\n');
    if (era === 'modern') {
      assert.equal(res._meta['io.modelcontextprotocol/serverInfo'].name, 'moonpy');
    }
    // a Python error is a tool error: exit status 5, the payload still printed
    r = await inspector(['--protocol-era', era, '--method', 'tools/call', '--tool-name', 'run_python',
      '--tool-arg', 'code=1/0']);
    assert.equal(r.code, 5);
    assert.match(r.stdout, /ZeroDivisionError/);
  });
}
