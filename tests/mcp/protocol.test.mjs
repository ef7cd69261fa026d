// Protocol versions, batches, errors and malformed input, at the line level. Results are
// checked with the SDK's own schemas for each version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  InitializeResultSchema, ListToolsResultSchema, CallToolResultSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { Raw, alive, children, sleep } from './helpers.mjs';

const LEGACY = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];

for (const v of LEGACY) {
  test(`protocol ${v}: initialize, tools/list, tools/call shaped for the version`, async () => {
    const s = new Raw();
    try {
      const init = await s.init(v);
      const r = InitializeResultSchema.parse(init.result);
      assert.equal(r.protocolVersion, v);
      assert.equal(r.serverInfo.name, 'moonpy');
      assert.ok(r.capabilities.tools);
      const list = ListToolsResultSchema.parse((await s.request('tools/list', {})).result);
      const names = list.tools.map((t) => t.name).sort();
      assert.deepEqual(names, ['list_modules', 'reset_session', 'run_python']);
      const run = list.tools.find((t) => t.name === 'run_python');
      assert.equal(run.inputSchema.type, 'object');
      const modern = v >= '2025-06-18';
      assert.equal(!!run.outputSchema, modern);
      assert.equal(!!run.title, modern);
      assert.equal(!!run.annotations, v >= '2025-03-26');
      const call = await s.request('tools/call', { name: 'run_python', arguments: { code: 'result = 6 * 7' } });
      const res = CallToolResultSchema.parse(call.result);
      assert.equal(res.isError, false);
      assert.match(res.content[0].text, /result = 42/);
      assert.equal(res.content.length, 1); // the readable text once, never the logs twice
      if (modern) {
        assert.equal(res.structuredContent.result, 42);
      } else {
        assert.equal(res.structuredContent, undefined);
      }
      // icons from 2025-11-25 on, for the server and each tool
      assert.equal(!!r.serverInfo.icons, v >= '2025-11-25');
      assert.equal(!!run.icons, v >= '2025-11-25');
      if (run.icons) {
        assert.ok(run.icons.some((i) => i.mimeType === 'image/png' && i.src.startsWith('data:image/png;base64,')));
      }
      // the output schema is portable: no type arrays anywhere, a keyword on `result`
      if (modern) {
        const walk = (o) => {
          if (o && typeof o === 'object') {
            assert.ok(!Array.isArray(o.type), 'a type array in ' + JSON.stringify(o));
            Object.values(o).forEach(walk);
          }
        };
        walk(run.outputSchema);
        assert.ok(run.outputSchema.properties.result.anyOf);
      }
    } finally {
      await s.close();
    }
  });
}

test('initialize: an unknown version is answered with the latest', async () => {
  const s = new Raw();
  try {
    assert.equal((await s.init('2099-01-01')).result.protocolVersion, '2025-11-25');
    assert.equal((await s.init('2026-07-28')).result.protocolVersion, '2025-11-25');
    const bad = await s.request('initialize', { capabilities: {} });
    assert.equal(bad.error.code, -32602);
  } finally {
    await s.close();
  }
});

test('protocol 2026-07-28: server/discover and the version in each request _meta', async () => {
  const s = new Raw();
  const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  try {
    const ALL = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
    const SI = 'io.modelcontextprotocol/serverInfo';
    const d = (await s.request('server/discover', { _meta: meta })).result;
    assert.deepEqual(d.supportedVersions, ALL);
    assert.equal(d.resultType, 'complete');
    assert.ok(d.capabilities.tools);
    assert.equal(d._meta[SI].name, 'moonpy');
    assert.ok(d._meta[SI].icons.length >= 1);
    assert.equal(d.serverInfo, undefined); // 2026-07-28: in _meta only
    assert.ok(Number.isInteger(d.ttlMs) && d.ttlMs >= 0);
    assert.equal(d.cacheScope, 'public');
    const list = (await s.request('tools/list', { _meta: meta })).result;
    assert.equal(list.resultType, 'complete');
    assert.ok(Number.isInteger(list.ttlMs) && list.ttlMs >= 0);
    assert.ok(['public', 'private'].includes(list.cacheScope));
    assert.equal(list._meta[SI].name, 'moonpy');
    assert.ok(list.tools.find((t) => t.name === 'run_python').outputSchema);
    const call = (await s.request('tools/call', { _meta: meta, name: 'run_python', arguments: { code: '2 ** 10' } })).result;
    assert.equal(call.resultType, 'complete');
    assert.equal(call.structuredContent.result, 1024);
    assert.equal(call._meta[SI].version.length > 0, true);
    const ping = (await s.request('ping', { _meta: meta })).result;
    assert.equal(ping._meta[SI].name, 'moonpy');
    const bad = await s.request('tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2030-01-01' } });
    assert.equal(bad.error.code, -32022);
    assert.deepEqual(bad.error.data, { requested: '2030-01-01', supported: ALL });
    // the required client capabilities: a request without them is malformed
    const nocaps = await s.request('tools/call', {
      _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }, name: 'run_python', arguments: { code: '1' },
    });
    assert.equal(nocaps.error.code, -32602);
    assert.match(nocaps.error.message, /clientCapabilities/);
    // a listed legacy version in _meta is served as that version
    const old = (await s.request('tools/call', {
      _meta: { 'io.modelcontextprotocol/protocolVersion': '2024-11-05' }, name: 'run_python', arguments: { code: '5' },
    })).result;
    assert.equal(old.structuredContent, undefined);
    assert.equal(old.resultType, undefined);
    // one page: any cursor is invalid
    assert.equal((await s.request('tools/list', { _meta: meta, cursor: 'abc' })).error.code, -32602);
  } finally {
    await s.close();
  }
});

test('batches: answered as one array in 2025-03-26, refused in other versions', async () => {
  const s = new Raw();
  try {
    s.send([{ jsonrpc: '2.0', id: 1, method: 'ping' }]);
    const refused = await s.wait((m) => m.error);
    assert.equal(refused.error.code, -32600);
    await s.init('2025-03-26');
    s.send([
      { jsonrpc: '2.0', id: 'a', method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 'b', method: 'tools/call', params: { name: 'run_python', arguments: { code: 'result = "x" * 3' } } },
      { jsonrpc: '2.0', id: 'c', method: 'no/such' },
      42,
    ]);
    const arr = await s.wait((m) => Array.isArray(m));
    assert.equal(arr.length, 4);
    const byId = Object.fromEntries(arr.filter((m) => m.id !== null).map((m) => [m.id, m]));
    assert.deepEqual(byId.a.result, {});
    assert.match(byId.b.result.content[0].text, /result = 'xxx'/);
    assert.equal(byId.c.error.code, -32601);
    assert.equal(arr.find((m) => m.id === null).error.code, -32600);
    s.send([]);
    assert.equal((await s.wait((m) => m.error && m.id === null)).error.code, -32600);
    s.send([{ jsonrpc: '2.0', method: 'notifications/initialized' }]);
    assert.deepEqual((await s.request('ping')).result, {}); // and no reply to that batch
    assert.equal(s.messages.length, 0);
  } finally {
    await s.close();
  }
});

test('errors: parse errors keep the server going; invalid requests; unknown methods and tools', async () => {
  const s = new Raw();
  try {
    await s.init('2025-11-25');
    for (const bad of ['{', 'not json', '{"jsonrpc":"2.0","id":1,"method":"ping"', '\u00ff\u0000', '[1,2', '{"a":0x10}']) {
      s.line(bad);
      const e = await s.wait((m) => m.error);
      assert.equal(e.error.code, -32700, bad);
      assert.equal(e.id, null);
    }
    s.proc.stdin.write(Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a])); // not UTF-8
    assert.equal((await s.wait((m) => m.error)).error.code, -32700);
    s.line('   '); // blank lines are ignored
    s.send({ jsonrpc: '1.0', id: 7, method: 'ping' });
    assert.deepEqual(await s.wait((m) => m.id === 7), { jsonrpc: '2.0', id: 7, error: { code: -32600, message: 'Invalid Request: "jsonrpc" must be "2.0"' } });
    s.send({ jsonrpc: '2.0', id: null, method: 'ping' });
    assert.equal((await s.wait((m) => m.error)).error.code, -32600);
    s.send({ jsonrpc: '2.0', id: 8, method: 5 });
    assert.equal((await s.wait((m) => m.id === 8)).error.code, -32600);
    s.send({ jsonrpc: '2.0', id: 9, method: 'ping', params: 3 });
    assert.equal((await s.wait((m) => m.id === 9)).error.code, -32600);
    s.send('a string');
    assert.equal((await s.wait((m) => m.error)).error.code, -32600);
    assert.equal((await s.request('resources/list', {})).error.code, -32601);
    // an unknown tool and a malformed request are protocol errors
    assert.equal((await s.request('tools/call', { name: 'nope', arguments: {} })).error.code, -32602);
    assert.equal((await s.request('tools/call', { name: 'run_python', arguments: 'code' })).error.code, -32602);
    assert.equal((await s.request('tools/call', { arguments: {} })).error.code, -32602);
    assert.equal((await s.request('tools/list', { cursor: 'next' })).error.code, -32602);
    // arguments that are not valid are tool results the model can correct itself from
    const badArgs = [
      [{}, /'code' is required/], [{ code: 3 }, /'code' must be a string/],
      [{ code: 'x', extra: 1 }, /unexpected argument 'extra'.*'code', 'session', 'timeout_seconds'/],
      [{ code: 'x', session: 'a b' }, /'session' must be/], [{ code: 'x', session: '' }, /'session' must be/],
      [{ code: 'x', timeout_seconds: -1 }, /'timeout_seconds' must be a positive number/],
      [{ code: 'x', timeout_seconds: 'ten' }, /'timeout_seconds' must be a positive number of seconds \(at most \d+\), not a string/],
    ];
    for (const [a, why] of badArgs) {
      const r = await s.request('tools/call', { name: 'run_python', arguments: a });
      assert.equal(r.result?.isError, true, JSON.stringify(a));
      assert.match(r.result.content[0].text, why);
      assert.match(r.result.content[0].text, /^Invalid arguments for run_python: /);
    }
    const lm = await s.request('tools/call', { name: 'list_modules', arguments: { x: 1 } });
    assert.equal(lm.result.isError, true);
    assert.match(lm.result.content[0].text, /takes no arguments/);
    // string ids of every kind come back exactly
    for (const id of ['x', 'ü"\\\n', 0, -5, 123456789012]) {
      s.send({ jsonrpc: '2.0', id, method: 'ping' });
      assert.deepEqual((await s.wait((m) => m.id === id)).result, {});
    }
    // responses from the client are ignored; unknown notifications too
    s.send({ jsonrpc: '2.0', id: 99, result: {} });
    s.notify('notifications/whatever', { a: 1 });
    assert.deepEqual((await s.request('ping')).result, {});
    assert.equal(s.messages.length, 0);
  } finally {
    await s.close();
  }
});

test('hostile lines: deep nesting, huge numbers, long lines, control characters', async () => {
  const s = new Raw(['--max-message', '64K']);
  try {
    await s.init('2025-11-25');
    s.line('['.repeat(60000));
    assert.equal((await s.wait((m) => m.error)).error.code, -32700);
    s.line('{"jsonrpc":"2.0","id":1e999,"method":"ping"}');
    await s.wait((m) => m.error || m.id !== undefined);
    s.line('x'.repeat(200000));
    assert.equal((await s.wait((m) => m.error)).error.code, -32600);
    s.line('{"jsonrpc":"2.0","id":"q","method":"tools/call","params":{"name":"run_python","arguments":{"code":"result = \\"\\\\u0000\\\\n\\\\u2028\\" + chr(0xff)"}}}');
    const r = await s.wait((m) => m.id === 'q');
    assert.equal(r.result.structuredContent.result, '\u0000\n\u2028\u00ff');
    assert.deepEqual((await s.request('ping')).result, {});
  } finally {
    await s.close();
  }
});

test('a 1 MB program runs', async () => {
  const s = new Raw();
  try {
    await s.init('2025-11-25');
    const items = [];
    for (let size = 0; size < 1_000_000;) {
      const l = `'item${items.length}'`;
      items.push(l);
      size += l.length + 2;
    }
    const code = `# a big literal\ndata = [${items.join(', ')}]\nresult = [len(data), data[-1]]\n`;
    assert.ok(code.length > 1_000_000);
    const r = await s.request('tools/call', { name: 'run_python', arguments: { code } }, 'big', 30000);
    assert.equal(r.result.isError, false, r.result.content[0].text);
    assert.deepEqual(r.result.structuredContent.result, [items.length, `item${items.length - 1}`]);
  } finally {
    await s.close();
  }
});

test('end of input: the server exits at once and kills its workers', async () => {
  const s = new Raw();
  await s.init('2025-11-25');
  s.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'run_python', arguments: { code: 'while True: pass' } } });
  await sleep(200);
  const workers = children(s.pid);
  assert.ok(workers.length >= 1);
  const t0 = Date.now();
  const { code } = await s.close();
  assert.equal(code, 0);
  assert.ok(Date.now() - t0 < 1000, 'exit took ' + (Date.now() - t0) + ' ms');
  await sleep(50);
  for (const w of workers) assert.equal(alive(w), false, `worker ${w} still alive`);
  assert.equal(s.messages.length, 0); // no late reply
});

const call = (s, code, args = {}) =>
  s.request('tools/call', { name: 'run_python', arguments: { code, ...args } }, undefined, 20000);

test('sessions: an expired session says so in its next reply; the cap names the live ones', async () => {
  const s = new Raw(['--session-idle', '1', '--max-sessions', '2']);
  try {
    await s.init('2025-11-25');
    await call(s, 'x = 41', { session: 'a' });
    await sleep(1600);
    let r = (await call(s, 'x + 1', { session: 'a' })).result;
    assert.equal(r.isError, true); // x is gone ...
    assert.match(r.structuredContent.notice, /^session 'a' expired after 1 s idle: its variables, imports and definitions are gone/);
    assert.match(r.content[0].text, /^Note: session 'a' expired after 1 s idle/);
    assert.equal(r.structuredContent.error.type, 'NameError'); // ... and the reply said why
    r = (await call(s, 'x = 1', { session: 'a' })).result;
    assert.equal(r.structuredContent.notice, undefined); // said once
    await call(s, 'y = 1', { session: 'b' });
    r = (await call(s, 'z = 1', { session: 'c' })).result;
    assert.equal(r.isError, true);
    const e = r.structuredContent.error;
    assert.equal(e.type, 'SessionLimit');
    assert.match(e.message, /all 2 are in use \('b' idle \d+ s, 'a' idle \d+ s\)/);
    assert.match(e.hint, /reset_session/);
    // reset_session frees one; a session the model reset itself gets no notice
    r = (await s.request('tools/call', { name: 'reset_session', arguments: { session: 'b' } })).result;
    assert.match(r.content[0].text, /session 'b' was reset: its variables are gone/);
    r = (await call(s, 'z = 1', { session: 'c' })).result;
    assert.equal(r.isError, false);
    assert.equal(r.structuredContent.notice, undefined);
  } finally {
    await s.close();
  }
});

test('limits: at the server\'s maximum the hint says there is no more to ask for', async () => {
  // a program stuck in C past the deadline and the grace (a huge pow) is killed by the server
  const s = new Raw(['--timeout', '0.5', '--max-timeout', '0.5', '--kill-grace', '0.2']);
  try {
    await s.init('2025-11-25');
    await call(s, 'keep = 1', { session: 'k' });
    let r = (await call(s, 'while True: pass', { session: 'k', timeout_seconds: 5 })).result;
    let e = r.structuredContent.error;
    assert.equal(e.type, 'TimeoutError');
    assert.match(e.message, /^time limit of 0\.5 s exceeded/);
    assert.match(e.hint, /0\.5 s is the server's maximum for one call/);
    r = (await call(s, 'keep', { session: 'k' })).result;
    assert.equal(r.structuredContent.result, 1); // the session survived a timeout it stopped at
  } finally {
    await s.close();
  }
});

test('the tool description names the limits the server was started with', async () => {
  const s = new Raw(['--timeout', '5', '--max-timeout', '60', '--max-memory', '64M', '--output-budget', '4000',
    '--max-operations', '1000000', '--session-idle', '600']);
  try {
    await s.init('2025-11-25');
    const run = (await s.request('tools/list', {})).result.tools.find((t) => t.name === 'run_python');
    assert.match(run.description, /Limits: 5 s per call \(timeout_seconds can ask for up to 60 s\), 64 MB of memory per session, 1000000 operations per call, 64 MB of printed output per call\./);
    assert.match(run.description, /past 4,000 bytes only its beginning and its end are kept/);
    assert.match(run.description, /until it is reset or idle for 10 min/);
    assert.match(run.description, /`sys` in part/);
    assert.match(run.description, /The clock is real/);
    assert.equal(run.inputSchema.properties.timeout_seconds.maximum, 60);
    // and the budget holds: 4000 bytes of logs at most, plus the line that says what was cut
    const r = (await call(s, 'for i in range(10000):\n    print("line", i)')).result;
    assert.ok(r.structuredContent.logs.length < 4200, String(r.structuredContent.logs.length));
    assert.match(r.structuredContent.logs, /the first [\d,]+ and the last [\d,]+ shown/);
  } finally {
    await s.close();
  }
});
