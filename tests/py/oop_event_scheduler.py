# a simulated event scheduler: events ordered with heapq by (time, priority, seq), callbacks, cancel
import heapq
from dataclasses import dataclass, field
from typing import Callable, Any

@dataclass(order=True)
class Event:
    time: int
    priority: int
    seq: int
    action: Callable = field(compare=False)
    args: tuple = field(default=(), compare=False)
    cancelled: bool = field(default=False, compare=False)

class Scheduler:
    def __init__(self):
        self._queue = []
        self._seq = 0
        self.now = 0
        self.log = []

    def schedule(self, delay, action, *args, priority=5):
        self._seq += 1
        ev = Event(self.now + delay, priority, self._seq, action, args)
        heapq.heappush(self._queue, ev)
        return ev

    def cancel(self, ev):
        ev.cancelled = True

    def run(self, until=None):
        while self._queue:
            ev = heapq.heappop(self._queue)
            if until is not None and ev.time > until:
                heapq.heappush(self._queue, ev)
                break
            if ev.cancelled:
                self.log.append(f"t={ev.time} skipped {ev.action.__name__}")
                continue
            self.now = ev.time
            ev.action(self, *ev.args)

def say(s, msg):
    s.log.append(f"t={s.now} say {msg}")

def repeat(s, msg, times):
    s.log.append(f"t={s.now} repeat {msg} ({times} left)")
    if times > 1:
        s.schedule(3, repeat, msg, times - 1)

s = Scheduler()
s.schedule(5, say, "five")
s.schedule(1, say, "one (low)", priority=9)
s.schedule(1, say, "one (high)", priority=1)
doomed = s.schedule(4, say, "never")
s.schedule(0, repeat, "ping", 3)
s.cancel(doomed)
s.run(until=6)
print("\n".join(s.log))
print("pending:", [(e.time, e.args) for e in sorted(s._queue)], "now:", s.now)
s.run()
print(s.log[-1], len(s.log))
