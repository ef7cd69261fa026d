# pub/sub broker with wildcard topics (a trailing *), decoupled subscribers, message history
from collections import defaultdict

def matches(topic, pattern):
    if pattern.endswith("*"):
        return topic.startswith(pattern[:-1])
    return topic == pattern

class Message:
    _seq = 0
    def __init__(self, topic, payload):
        Message._seq += 1
        self.id, self.topic, self.payload = Message._seq, topic, payload
    def __repr__(self):
        return f"#{self.id}<{self.topic}:{self.payload}>"

class Broker:
    def __init__(self):
        self.subs = defaultdict(list)
        self.history = []
    def subscribe(self, pattern, callback):
        self.subs[pattern].append(callback)
        return lambda: self.subs[pattern].remove(callback)
    def publish(self, topic, payload):
        msg = Message(topic, payload)
        self.history.append(msg)
        delivered = 0
        for pattern, callbacks in sorted(self.subs.items()):
            if matches(topic, pattern):
                for cb in list(callbacks):
                    cb(msg)
                    delivered += 1
        return delivered

class Collector:
    def __init__(self, name):
        self.name, self.got = name, []
    def __call__(self, msg):
        self.got.append(msg.id)

b = Broker()
alerts, allsensors, kitchen = Collector("alerts"), Collector("sensors"), Collector("kitchen")
b.subscribe("alert.*", alerts)
unsub = b.subscribe("sensor.*", allsensors)
b.subscribe("sensor.kitchen.*", kitchen)
print(b.publish("sensor.kitchen.temp", 21), b.publish("sensor.garage.door", "open"),
      b.publish("alert.fire", "!"), b.publish("misc", None))
unsub()
print(b.publish("sensor.kitchen.humidity", 40))
print(alerts.got, allsensors.got, kitchen.got)
print(b.history, sorted(b.subs))
print([m.payload for m in b.history if matches(m.topic, "sensor.*")])
