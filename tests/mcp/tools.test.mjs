// The tools, driven by the official SDK client (protocol 2025-11-25): schemas, results,
// Python errors, cancellation, progress, sessions, crashed and killed workers, isolation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertIsolated, connect, children, sleep } from './helpers.mjs';

let client, pid;
before(async () => ({ client, pid } = await connect(['--kill-grace', '0.5'])));
after(async () => client.close());

const run = (code, extra = {}, opts) =>
  client.callTool({ name: 'run_python', arguments: { code, ...extra } }, undefined, opts);

test('tools/list: titles, annotations, input and output schemas', async () => {
  const { tools } = await client.listTools();
  const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
  const rp = byName.run_python;
  assert.equal(rp.title, 'Run Python');
  assert.deepEqual(rp.inputSchema.required, ['code']);
  assert.deepEqual(Object.keys(rp.inputSchema.properties).sort(), ['code', 'session', 'timeout_seconds']);
  assert.deepEqual(rp.outputSchema.required, ['result', 'logs', 'error', 'stats']);
  assert.match(rp.description, /Example/);
  assert.equal(rp.annotations.openWorldHint, false);
  assert.equal(rp.annotations.readOnlyHint, false);
  assert.equal(rp.annotations.idempotentHint, false);
  assert.equal(byName.list_modules.annotations.readOnlyHint, true);
  assert.equal(byName.reset_session.annotations.destructiveHint, true);
  for (const t of tools) assert.ok(t.outputSchema && t.title && t.description);
});

test('tools/list: the description says only what is true', async () => {
  const { tools } = await client.listTools();
  const d = tools.find((t) => t.name === 'run_python').description;
  const [avail, missing] = d.split('Not available:');
  // each feature the description names is checked by running it
  const works = {
    complex: 'result = abs(3 + 4j)', bytes: 'result = b"ab".hex()', memoryview: 'result = memoryview(b"ab")[0]',
    match: 'match 3:\n    case 3: result = 1', 'async/await': 'import asyncio\nasync def f(): return 1\nresult = asyncio.run(f())',
    'eval/exec': 'exec("x = 1")\nresult = eval("x")', dataclasses: 'import dataclasses\nresult = 1',
    'recursion limit': 'import sys\nresult = sys.getrecursionlimit()',
  };
  const fails = {
    'input()': 'input()', os: 'import os', subprocess: 'import subprocess', threads: 'import threading',
    numpy: 'import numpy', files: 'open("x")', weakref: 'import weakref',
  };
  for (const [name, code] of Object.entries(works)) {
    assert.ok(avail.includes(name), `the description names ${name} as available`);
    assert.equal((await run(code)).isError, false, `${name} works`);
  }
  for (const [name, code] of Object.entries(fails)) {
    assert.ok(missing.includes(name), `the description names ${name} as not available`);
    assert.equal((await run(code)).isError, true, `${name} fails`);
  }
});

test('run_python: result variable, final expression, logs, stats', async () => {
  let r = await run('print("hello")\nresult = {"a": [1, 2.5, None, True], "b": (1, 2)}');
  assert.equal(r.isError, false);
  assert.deepEqual(r.structuredContent.result, { a: [1, 2.5, null, true], b: [1, 2] });
  assert.equal(r.structuredContent.logs, 'hello\n');
  assert.equal(r.structuredContent.error, null);
  const st = r.structuredContent.stats;
  assert.ok(Number.isInteger(st.operations) && st.wall_ms >= 0 && st.memory_peak_bytes > 0);
  assert.equal(r.content[0].text, "hello\nresult = {'a': [1, 2.5, None, True], 'b': (1, 2)}");
  r = await run('x = 5\nx * 2');
  assert.equal(r.structuredContent.result, 10);
  r = await run('y = 1');
  assert.equal(r.structuredContent.result, null);
  assert.match(r.content[0].text, /no output/);
  r = await run('print("only logs")'); // a final expression whose value is None: no result
  assert.equal(r.structuredContent.result, null);
  assert.equal(r.content[0].text, 'only logs\n');
  r = await run('result = None');
  assert.equal(r.content[0].text, 'result = None');
});

test('run_python: JSON conversion of Python values', async () => {
  const r = await run([
    'class P:',
    '    def __repr__(self): return "P()"',
    'result = [2**53, 2**53 + 1, -2**70, float("inf"), float("-inf"), float("nan"), 1e16, 0.1,',
    '          {1: "int key", 2.5: "float", None: "none", False: "bool"}, {7}, P(), "é\\n",',
    '          [], {}, ((1,),)]',
  ].join('\n'));
  assert.equal(r.isError, false, r.content[0].text);
  assert.deepEqual(r.structuredContent.result, [
    9007199254740992, '9007199254740993', '-1180591620717411303424', 'inf', '-inf', 'nan', 1e16, 0.1,
    { 1: 'int key', 2.5: 'float', null: 'none', false: 'bool' }, '{7}', 'P()', 'é\n',
    [], {}, [[1]],
  ]);
  const cyc = await run('a = [1]\na.append(a)\nresult = a');
  assert.deepEqual(cyc.structuredContent.result, [1, '[...]']);
});

test('run_python: dict order is kept', async () => {
  const r = await run('result = {"z": 1, "a": 2, "m": 3}');
  assert.deepEqual(Object.keys(r.structuredContent.result), ['z', 'a', 'm']);
});

test('run_python: Python errors are tool results with isError, logs kept', async () => {
  let r = await run('print("before")\ndef f(x):\n    return 1 / x\nf(0)');
  assert.equal(r.isError, true);
  const e = r.structuredContent.error;
  assert.equal(e.type, 'ZeroDivisionError');
  assert.equal(e.message, 'division by zero');
  assert.equal(e.line, 3);
  assert.match(e.traceback, /^Traceback \(most recent call last\):/);
  assert.equal(r.structuredContent.logs, 'before\n');
  assert.match(r.content[0].text, /^before\nTraceback/);
  r = await run('x = (1,\nprint(x)');
  assert.equal(r.isError, true);
  assert.equal(r.structuredContent.error.type, 'SyntaxError');
  r = await run('import os');
  assert.equal(r.structuredContent.error.type, 'ImportError');
  assert.match(r.structuredContent.error.message, /not available in this sandbox/);
  r = await run('raise KeyError("k")');
  assert.equal(r.structuredContent.error.type, 'KeyError');
});

test('run_python: limits are errors of their own type, with their size, line and a hint', async () => {
  let r = await run('x = 0\nwhile True:\n    x += 1', { timeout_seconds: 0.3 });
  assert.equal(r.isError, true);
  let e = r.structuredContent.error;
  assert.equal(e.type, 'TimeoutError');
  assert.match(e.message, /^time limit of 0\.3 s exceeded at line [23]$/);
  assert.ok(e.line === 2 || e.line === 3);
  assert.match(e.hint, /timeout_seconds can ask for up to 120 s/);
  assert.match(r.content[0].text, /^TimeoutError: time limit of 0\.3 s exceeded at line \d\nHint: /);
  r = await run('x = []\nwhile True: x.append("y" * 1000)', { session: 'mem' });
  e = r.structuredContent.error;
  assert.equal(e.type, 'MemoryError');
  assert.match(e.message, /^memory limit of 256 MB exceeded at line 2$/);
  assert.match(e.hint, /per session/);
  r = await run('while True: print("spam " * 100)', { timeout_seconds: 40 }, { timeout: 90000 });
  e = r.structuredContent.error;
  assert.equal(e.type, 'OutputLimit');
  assert.match(e.message, /^output limit of 64 MB exceeded at line 1$/);
  assert.ok(r.structuredContent.logs.length < 25000); // the budget still holds
  assert.equal(r.structuredContent.stats.output_bytes, 64 * 1024 * 1024);
  r = await run('result = 2 + 2');
  assert.equal(r.structuredContent.result, 4); // the session still works
});

test('run_python: an unavailable import says what is available', async () => {
  const r = await run('import numpy as np\nresult = np.zeros(3)');
  const e = r.structuredContent.error;
  assert.equal(e.type, 'ModuleNotFoundError');
  assert.equal(e.message, "No module named 'numpy'"); // CPython's words
  assert.match(e.hint, /no third-party packages.*: (__future__, )?(__main__, )?abc, .*\bmath\b.*\bre\b.*list_modules describes each/);
  assert.match(r.content[0].text, /\nHint: only the sandbox's own modules can be imported/);
});

test('run_python: exit() ends a run normally; sys.exit(2) is an error', async () => {
  let r = await run('print("bye")\nexit()\nprint("never")');
  assert.equal(r.isError, false);
  assert.equal(r.structuredContent.error, null);
  assert.equal(r.structuredContent.logs, 'bye\n');
  r = await run('import sys\nsys.exit(0)');
  assert.equal(r.isError, false);
  r = await run('import sys\nsys.exit(2)');
  assert.equal(r.isError, true);
  assert.equal(r.structuredContent.error.type, 'SystemExit');
});

test('run_python: what the sandbox lacks (input, files) comes with a hint', async () => {
  let r = await run('name = input("name? ")');
  assert.equal(r.structuredContent.error.type, 'EOFError');
  assert.match(r.structuredContent.error.hint, /no standard input/);
  r = await run('with open("data.csv") as f:\n    rows = f.read()');
  assert.match(r.structuredContent.error.hint, /there are no files/);
  r = await run('1 / 0');
  assert.equal(r.structuredContent.error.hint, null); // nothing to add to a plain error
});

test('run_python: a flood of output is not an error; the logs keep their head and tail', async () => {
  const r = await run('for i in range(200000):\n    print(i)\nresult = "done"');
  assert.equal(r.isError, false);
  const sc = r.structuredContent;
  assert.equal(sc.result, 'done');
  assert.equal(sc.stats.output_bytes, 1288890);
  assert.ok(sc.logs.length < 21000, String(sc.logs.length));
  assert.ok(sc.logs.startsWith('0\n1\n2\n'));
  assert.ok(sc.logs.endsWith('199998\n199999\n'));
  assert.match(sc.logs, /\n\[\.\.\. [\d,]+ bytes of output cut here: 1,288,890 in all, the first [\d,]+ and the last [\d,]+ shown \.\.\.\]\n/);
  // content: the same logs once, then the result
  const text = r.content[0].text;
  assert.equal(r.content.length, 1);
  assert.ok(text.startsWith(sc.logs) && text.endsWith("result = 'done'"));
  assert.ok(JSON.stringify(r).length < 60000);
});

test('run_python: a large result is summarised, head and tail, never dropped', async () => {
  const r = await run('list(range(100000))');
  assert.equal(r.isError, false);
  const res = r.structuredContent.result;
  assert.equal(typeof res, 'string');
  assert.ok(res.startsWith('[0, 1, 2, 3'));
  assert.ok(res.endsWith('99998, 99999]'));
  assert.match(res, /bytes of the result cut here: 688,890 in all/);
  assert.ok(res.length < 21000);
  assert.match(r.content[0].text, /^result = \[0, 1, 2/);
  assert.ok(JSON.stringify(r).length < 50000);
});

test('run_python: a final bare literal is the result; stats.operations counts what ran', async () => {
  for (const [code, want] of [['print(3)\n7', 7], ["'a'", 'a'], ['1', 1], ['None', null], ['x = 1\n2.5', 2.5]]) {
    const r = await run(code);
    assert.deepEqual(r.structuredContent.result, want, code);
  }
  const small = (await run('x = 1')).structuredContent.stats.operations;
  const big = (await run('t = 0\nfor i in range(100000):\n    t += i')).structuredContent.stats.operations;
  assert.ok(small < 100, String(small));
  assert.ok(big >= 100000 && big < 300000, String(big)); // a back-edge and the += per iteration
});

test('sessions: shared globals, separate sessions, reset_session', async () => {
  await run('counter = 1', { session: 'a' });
  await run('counter = 100', { session: 'b' });
  let r = await run('counter += 1\ncounter', { session: 'a' });
  assert.equal(r.structuredContent.result, 2);
  r = await run('counter', { session: 'b' });
  assert.equal(r.structuredContent.result, 100);
  r = await client.callTool({ name: 'reset_session', arguments: { session: 'a' } });
  assert.deepEqual(r.structuredContent, { session: 'a', reset: true });
  r = await run('counter', { session: 'a' });
  assert.equal(r.structuredContent.error.type, 'NameError');
  r = await client.callTool({ name: 'reset_session', arguments: { session: 'never-used' } });
  assert.deepEqual(r.structuredContent, { session: 'never-used', reset: false });
  // result set by an earlier cell is not this cell's result
  await run('result = 5', { session: 'c' });
  r = await run('7 * 6', { session: 'c' });
  assert.equal(r.structuredContent.result, 42);
  r = await run('result = 5', { session: 'c' });
  assert.equal(r.structuredContent.result, 5);
});

test('list_modules: modules and builtins with summaries', async () => {
  const r = await client.callTool({ name: 'list_modules', arguments: {} });
  const { modules, builtins } = r.structuredContent;
  assert.ok(modules.find((m) => m.name === 'math' && m.summary.length > 0));
  assert.ok(builtins.find((b) => b.name === 'print'));
  assert.ok(builtins.find((b) => b.name === 'ValueError' && b.summary === 'exception class'));
  assert.match(r.content[0].text, /Importable modules:/);
});

test('cancellation stops `while True: pass` promptly and sends no late reply', async () => {
  const ac = new AbortController();
  const t0 = Date.now();
  const p = run('while True: pass', { session: 'cancel' }, { signal: ac.signal, timeout: 60000 });
  await sleep(300);
  ac.abort('test');
  await assert.rejects(p);
  // the session survives a cooperative stop, and answers at once
  const r = await run('result = "alive"', { session: 'cancel' });
  assert.equal(r.structuredContent.result, 'alive');
  assert.equal(r.structuredContent.notice, undefined); // its variables were kept: nothing to say
  assert.ok(Date.now() - t0 < 2000, 'took ' + (Date.now() - t0));
});

test('while one run executes, ping and other sessions are answered', async () => {
  const slow = run('import math\nn = 0\nwhile n < 3000000:\n    n += 1\nresult = n', { session: 's1' });
  const t0 = Date.now();
  await client.ping();
  const fast = await run('result = "fast"', { session: 's2' });
  assert.equal(fast.structuredContent.result, 'fast');
  const pingMs = Date.now() - t0;
  const r = await slow;
  assert.equal(r.structuredContent.result, 3000000);
  assert.ok(pingMs < r.structuredContent.stats.wall_ms, `ping ${pingMs} ms, run ${r.structuredContent.stats.wall_ms} ms`);
});

test('concurrent calls on two sessions run at the same time; one session runs in order', async () => {
  const code = 'print("start")\nwhile True: pass';
  const t0 = Date.now();
  const [a, b] = await Promise.all([
    run(code, { session: 'p1', timeout_seconds: 1 }), run(code, { session: 'p2', timeout_seconds: 1 }),
  ]);
  const both = Date.now() - t0;
  for (const r of [a, b]) {
    assert.equal(r.structuredContent.error.type, 'TimeoutError');
    assert.equal(r.structuredContent.logs, 'start\n');
  }
  assert.ok(both < 1800, `two 1 s runs took ${both} ms`);
  const order = [];
  await Promise.all([1, 2, 3].map((i) => run(`seq = globals().get("seq", []) + [${i}]\nseq`, { session: 'p3' })
    .then((r) => order.push(r.structuredContent.result))));
  assert.deepEqual(order, [[1], [1, 2], [1, 2, 3]]);
});

test('progress notifications when a progressToken is sent', async () => {
  const seen = [];
  const r = await run('n = 0\nwhile n < 5:\n    n += 1e-12\nresult = 1', { timeout_seconds: 2.5, session: 'prog' },
    { onprogress: (p) => seen.push(p), timeout: 20000 });
  assert.equal(r.structuredContent.error.type, 'TimeoutError');
  assert.ok(seen.length >= 2, JSON.stringify(seen));
  assert.equal(seen[0].progress, 0);
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i].progress > seen[i - 1].progress);
  // no total (the time limit is not the length of the run): a message says where it is
  for (const p of seen) assert.equal(p.total, undefined);
  assert.match(seen[0].message, /running the code \(time limit 2\.5 s\)/);
  assert.match(seen[1].message, /still running after 1 s \(time limit 2\.5 s\)/);
});

async function workerOf(session) {
  await run('result = 0', { session });
  const before = new Set(children(pid));
  // the session's worker is the one whose /proc shows it is not the spare: run something slow
  const p = run('n = 0\nwhile n < 50000000:\n    n += 1', { session, timeout_seconds: 20 });
  await sleep(300);
  const busy = [...before].filter((w) => {
    try { return readFileSync(`/proc/${w}/stat`, 'utf8').split(') ')[1][0] === 'R'; } catch { return false; }
  });
  return { p, busy };
}

test('a crashed worker is that call\'s error; the next call gets a fresh session', async () => {
  await run('x = 1', { session: 'crash' });
  const { p, busy } = await workerOf('crash');
  assert.equal(busy.length, 1, 'one busy worker');
  process.kill(busy[0], 'SIGSEGV');
  const r = await p;
  assert.equal(r.isError, true);
  assert.equal(r.structuredContent.error.type, 'SystemError');
  assert.match(r.structuredContent.error.message, /session was reset/);
  const again = await run('x', { session: 'crash' });
  assert.equal(again.structuredContent.error.type, 'NameError'); // fresh globals, and it says so
  assert.match(again.structuredContent.notice, /^session 'crash' was reset during the call before \(its worker process died\)/);
  assert.match(again.content[0].text, /^Note: session 'crash' was reset/);
  assert.equal((await run('1 + 1', { session: 'crash' })).structuredContent.result, 2);
});

test('a stopped worker past its deadline is killed and the session reset', async () => {
  await run('v = 1', { session: 'stuck' });
  const p = run('n = 0\nwhile True:\n    n += 1', { session: 'stuck', timeout_seconds: 1 });
  await sleep(300);
  const busy = children(pid).filter((w) => {
    try { return readFileSync(`/proc/${w}/stat`, 'utf8').split(') ')[1][0] === 'R'; } catch { return false; }
  });
  assert.equal(busy.length, 1);
  process.kill(busy[0], 'SIGSTOP');
  const t0 = Date.now();
  const r = await p;
  assert.equal(r.structuredContent.error.type, 'TimeoutError');
  assert.match(r.structuredContent.error.message, /^time limit of 1 s exceeded, and the run did not stop: its worker was killed and the session was reset/);
  assert.match(r.structuredContent.error.hint, /timeout_seconds can ask for up to 120 s/);
  assert.ok(Date.now() - t0 < 3000);
  const next = await run('v', { session: 'stuck' });
  assert.equal(next.structuredContent.error.type, 'NameError');
  assert.match(next.structuredContent.notice, /its worker was killed at the time limit/);
});

test('isolation: the worker has only its socket, rlimits and a seccomp filter', async () => {
  await run('z = 1', { session: 'iso' });
  await sleep(200); // the spare worker forked after the call finishes its set-up
  const ws = children(pid);
  assert.ok(ws.length >= 1);
  for (const w of ws) {
    assertIsolated(assert, w);
  }
});

test('the session cap and idle expiry', async () => {
  const { client: c2 } = await connect(['--max-sessions', '2', '--session-idle', '0.5']);
  try {
    const call = (session) => c2.callTool({ name: 'run_python', arguments: { code: '1', session } });
    assert.equal((await call('a')).isError, false);
    assert.equal((await call('b')).isError, false);
    const r = await call('c');
    assert.equal(r.isError, true);
    assert.equal(r.structuredContent.error.type, 'SessionLimit');
    assert.match(r.structuredContent.error.message, /'a' .*'b'|'b' .*'a'/);
    assert.match(r.structuredContent.error.hint, /reset_session.*ends by itself after 0\.5 s$/);
    const { tools } = await c2.listTools();
    assert.match(tools[0].description, /until it is reset or idle for 0\.5 s;/);
    await sleep(1200);
    assert.equal((await call('c')).isError, false); // a and b expired
  } finally {
    await c2.close();
  }
});
