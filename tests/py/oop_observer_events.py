# observer pattern / event bus with subscribe, unsubscribe, priorities and once-handlers
from collections import defaultdict

class EventBus:
    def __init__(self):
        self._handlers = defaultdict(list)

    def on(self, event, handler=None, *, priority=0, once=False):
        def register(h):
            self._handlers[event].append((priority, once, h))
            self._handlers[event].sort(key=lambda t: -t[0])
            return h
        return register(handler) if handler else register

    def off(self, event, handler):
        before = len(self._handlers[event])
        self._handlers[event] = [t for t in self._handlers[event] if t[2] is not handler]
        return before - len(self._handlers[event])

    def emit(self, event, *args, **kwargs):
        results = []
        for entry in list(self._handlers[event]):
            priority, once, h = entry
            results.append(h(*args, **kwargs))
            if once:
                self._handlers[event].remove(entry)
        return results

bus = EventBus()

@bus.on("login", priority=10)
def audit(user, **info):
    return f"audit:{user}:{sorted(info)}"

@bus.on("login")
def welcome(user, **info):
    return f"welcome {user}"

bus.on("login", lambda user, **kw: f"first-login bonus for {user}", once=True, priority=5)

print(bus.emit("login", "ann", ip="1.2.3.4"))
print(bus.emit("login", "bob"))
print(bus.off("login", audit), bus.off("login", audit))
print(bus.emit("login", "cy"))
print(bus.emit("logout", "cy"))

class Subject:
    def __init__(self):
        self._observers = []
        self._state = 0
    def attach(self, obs):
        self._observers.append(obs)
    @property
    def state(self):
        return self._state
    @state.setter
    def state(self, value):
        old, self._state = self._state, value
        for o in self._observers:
            o.update(self, old, value)

class Logger:
    def __init__(self, name):
        self.name, self.seen = name, []
    def update(self, subject, old, new):
        self.seen.append(new - old)
        print(f"{self.name}: {old} -> {new}")

s = Subject()
a, b = Logger("A"), Logger("B")
s.attach(a); s.attach(b)
s.state = 5
s.state += 3
print(a.seen, b.seen, s.state)
