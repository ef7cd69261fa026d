// 1,000 consecutive calls, with crashed, killed and cancelled workers among them: every call
// is answered, the server's memory stays flat and no worker is left behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Raw, children, rssKb, sleep } from './helpers.mjs';

test('1000 calls with crashes, kills and cancellations: flat memory, no leaked workers', { timeout: 120000 }, async () => {
  const s = new Raw(['--kill-grace', '0.2', '--max-sessions', '8']);
  try {
    await s.init('2025-11-25');
    let baseline = 0;
    const counts = { ok: 0, pyerr: 0, reset: 0, cancelled: 0 };
    for (let i = 1; i <= 1000; i++) {
      const session = `s${i % 4}`;
      if (i % 100 === 0) {
        // crash: kill the busy worker from outside
        const id = `crash${i}`;
        s.send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'run_python', arguments: { code: 'while True: pass', session } } });
        await sleep(50);
        const before = new Set(children(s.pid));
        for (const w of before) {
          try {
            const st = (await import('node:fs')).readFileSync(`/proc/${w}/stat`, 'utf8').split(') ')[1][0];
            if (st === 'R') process.kill(w, i % 200 === 0 ? 'SIGSEGV' : 'SIGSTOP');
          } catch { /* gone */ }
        }
        if (i % 200 !== 0) {
          // a stopped worker: cancel it; the server must SIGKILL it after the grace period
          s.notify('notifications/cancelled', { requestId: id, reason: 'stress' });
          await sleep(400);
          counts.cancelled++;
        } else {
          const r = await s.wait((m) => m.id === id);
          assert.match(r.result.structuredContent.error.message, /session was reset/);
          counts.reset++;
        }
        continue;
      }
      const code = i % 10 === 0 ? 'raise ValueError("bad")' : `x = globals().get("x", 0) + ${i}\nresult = [x, "${'y'.repeat(i % 50)}"]`;
      const r = await s.request('tools/call', { name: 'run_python', arguments: { code, session } });
      if (i % 10 === 0) {
        assert.equal(r.result.isError, true);
        counts.pyerr++;
      } else {
        assert.equal(r.result.isError, false, JSON.stringify(r));
        counts.ok++;
      }
      if (i === 150) baseline = rssKb(s.pid);
    }
    await sleep(100);
    const final = rssKb(s.pid);
    assert.equal(s.messages.length, 0, 'no stray messages: ' + JSON.stringify(s.messages.slice(0, 3)));
    assert.ok(final - baseline < 2048, `server RSS grew from ${baseline} KB to ${final} KB`);
    assert.ok(children(s.pid).length <= 5, 'workers: ' + children(s.pid).length); // 4 sessions + spare
    console.log(`# calls: ${JSON.stringify(counts)}, server RSS ${baseline} KB -> ${final} KB`);
  } finally {
    await s.close();
  }
});
