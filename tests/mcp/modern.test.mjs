// The server driven by the official TypeScript SDK v2 client (@modelcontextprotocol/client),
// which speaks 2026-07-28: pinned to it, probing (auto: server/discover first) and legacy
// (initialize). Its schemas check every result, the output schema included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { MOONPY } from './helpers.mjs';

async function connect(mode, args = []) {
  const transport = new StdioClientTransport({ command: MOONPY, args: ['mcp', ...args], stderr: 'pipe' });
  const client = new Client({ name: 'moonpy-tests-v2', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(transport);
  return client;
}

for (const [name, mode, version] of [
  ['pinned 2026-07-28', { pin: '2026-07-28' }, '2026-07-28'],
  ['auto (server/discover, then modern)', 'auto', '2026-07-28'],
  ['legacy (initialize)', 'legacy', '2025-11-25'],
]) {
  test(`sdk v2 client, ${name}: discover, tools/list, tools/call`, async () => {
    const client = await connect(mode);
    try {
      assert.equal(client.protocolVersion ?? client.getNegotiatedProtocolVersion(), version);
      const info = client.getServerVersion();
      assert.equal(info.name, 'moonpy');
      assert.ok(info.icons && info.icons.length >= 1);
      const list = await client.listTools();
      assert.deepEqual(list.tools.map((t) => t.name), ['run_python', 'list_modules', 'reset_session']);
      if (version === '2026-07-28') {
        assert.ok(Number.isInteger(list.ttlMs) && list.ttlMs >= 0);
        assert.equal(list.cacheScope, 'public');
      }
      let r = await client.callTool({ name: 'run_python', arguments: { code: 'print("hi")\nsum(range(10))' } });
      assert.equal(r.isError, false);
      assert.equal(r.structuredContent.result, 45);
      assert.equal(r.content[0].text, 'hi\nresult = 45');
      // an error result still matches the output schema (the client validates it)
      r = await client.callTool({ name: 'run_python', arguments: { code: '1/0', session: 'e' } });
      assert.equal(r.isError, true);
      assert.equal(r.structuredContent.error.type, 'ZeroDivisionError');
      // a bad argument is a tool result the model reads
      r = await client.callTool({ name: 'run_python', arguments: { source: 'x' } });
      assert.equal(r.isError, true);
      assert.match(r.content[0].text, /unexpected argument 'source'/);
      // sessions keep state across calls (state lives in the server process, in every era)
      await client.callTool({ name: 'run_python', arguments: { code: 'k = 5', session: 'v2' } });
      r = await client.callTool({ name: 'run_python', arguments: { code: 'k * 2', session: 'v2' } });
      assert.equal(r.structuredContent.result, 10);
      r = await client.callTool({ name: 'list_modules', arguments: {} });
      assert.ok(r.structuredContent.modules.find((m) => m.name === 'json'));
      // an unknown tool is a protocol error
      await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }));
    } finally {
      await client.close();
    }
  });
}

test('sdk v2 client: progress notifications carry messages', async () => {
  const client = await connect({ pin: '2026-07-28' });
  try {
    const seen = [];
    const r = await client.callTool({ name: 'run_python', arguments: { code: 'while True: pass', timeout_seconds: 1.5 } },
      { onprogress: (p) => seen.push(p), timeout: 20000 });
    assert.equal(r.structuredContent.error.type, 'TimeoutError');
    assert.match(r.structuredContent.error.message, /^time limit of 1\.5 s exceeded at line 1$/);
    assert.ok(seen.length >= 2);
    assert.match(seen[0].message, /running the code/);
    assert.equal(seen[0].total, undefined);
  } finally {
    await client.close();
  }
});
