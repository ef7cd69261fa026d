# a Qt-like Signal descriptor: per-instance signal objects, connect/disconnect/emit, bound methods
class BoundSignal:
    def __init__(self, name):
        self.name = name
        self._slots = []
    def connect(self, slot):
        if slot not in self._slots:
            self._slots.append(slot)
    def disconnect(self, slot):
        self._slots.remove(slot)
    def emit(self, *args):
        return [slot(*args) for slot in list(self._slots)]
    def __len__(self):
        return len(self._slots)

class Signal:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        key = "_signal_" + self.name
        if key not in obj.__dict__:
            obj.__dict__[key] = BoundSignal(self.name)
        return obj.__dict__[key]

class Slider:
    value_changed = Signal()
    released = Signal()
    def __init__(self):
        self._value = 0
    def set_value(self, v):
        old, self._value = self._value, max(0, min(100, v))
        if old != self._value:
            self.value_changed.emit(self._value)

class Label:
    def __init__(self):
        self.text = ""
    def show(self, v):
        self.text = f"{v}%"
        return self.text

s1, s2, label = Slider(), Slider(), Label()
log = []
s1.value_changed.connect(label.show)
s1.value_changed.connect(log.append)
s1.value_changed.connect(label.show)
s1.set_value(40); s1.set_value(40); s1.set_value(150)
print(label.text, log, len(s1.value_changed), len(s2.value_changed))
s1.value_changed.disconnect(log.append)
s1.set_value(7)
print(label.text, log, s1.released.emit(), type(Slider.value_changed).__name__)
print(label.show == label.show, label.show is label.show)
