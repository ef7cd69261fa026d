// Run by tests/sanitize.sh only, against the sanitizer build (MOONPY_SANITIZE), in place of
// tools.test.mjs's isolation test: the worker is isolated as in a release build except for
// what src/mcp/worker.c relaxes there for the sanitizers' reports (stderr, descriptor 2, stays
// open; no RLIMIT_AS, the shadow memory; no RLIMIT_FSIZE, a report on a stderr that is a file).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertIsolated, connect, children, sleep } from './helpers.mjs';

test('isolation in a sanitizer build: seccomp, no new privileges, descriptors 2 and 3, rlimits', async () => {
  const { client, pid } = await connect();
  try {
    const r = await client.callTool({ name: 'run_python', arguments: { code: 'z = 1', session: 'iso' } });
    assert.equal(r.isError, false);
    await sleep(200); // the spare worker forked after the call finishes its set-up
    const ws = children(pid);
    assert.ok(ws.length >= 1);
    for (const w of ws) {
      assertIsolated(assert, w, { fds: ['2', '3'], sanitizer: true });
    }
    // a blocked system call still kills the worker: open() is EPERM only for a report's
    // symbolizer, and nothing Python can do reaches a system call
    const e = await client.callTool({ name: 'run_python', arguments: { code: 'open("/etc/passwd")', session: 'iso' } });
    assert.equal(e.isError, true);
    assert.notEqual(e.structuredContent.error.type, 'SystemError');
  } finally {
    await client.close();
  }
});
