# observer pattern with subscription tokens (no weakref), priorities, and unsubscribe during notify
import itertools

class Topic:
    _tokens = itertools.count(1)
    def __init__(self, name):
        self.name = name
        self._subs = {}

    def subscribe(self, fn, priority=0):
        token = next(Topic._tokens)
        self._subs[token] = (priority, fn)
        return token

    def unsubscribe(self, token):
        return self._subs.pop(token, None) is not None

    def publish(self, value):
        results = []
        for token, (prio, fn) in sorted(self._subs.items(), key=lambda kv: (-kv[1][0], kv[0])):
            if token in self._subs:
                results.append(fn(value))
        return results

prices = Topic("prices")
log = []
t1 = prices.subscribe(lambda v: log.append(("low", v)) or "low")
t2 = prices.subscribe(lambda v: log.append(("high", v)) or "high", priority=10)
def once(v):
    prices.unsubscribe(t3)
    return "once"
t3 = prices.subscribe(once, priority=5)
def kill_low(v):
    prices.unsubscribe(t1)
    return "killed low"
t4 = prices.subscribe(kill_low, priority=1)
print(prices.publish(100))
print(prices.publish(101))
print(log, prices.unsubscribe(t1), prices.unsubscribe(999), sorted(prices._subs))
