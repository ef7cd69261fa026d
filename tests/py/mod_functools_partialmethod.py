import functools
class D:
    def set(self, k, v, flag=False): return (k, v, flag)
    seta = functools.partialmethod(set, "a")
    setf = functools.partialmethod(set, flag=True)
d = D()
print(d.seta(5), d.seta(v=6), d.setf("k", 1), d.setf("k", 1, flag=0), D.seta(d, 7))
print(type(D.__dict__["seta"]).__name__)
class Cell:
    def __init__(self): self.alive = False
    def set_state(self, state): self.alive = state
    set_alive = functools.partialmethod(set_state, True)
    set_dead = functools.partialmethod(set_state, False)
c = Cell(); c.set_alive(); print(c.alive); c.set_dead(); print(c.alive)
try:
    functools.partialmethod(3)
except TypeError as e:
    print(e)
try:
    d.seta()
except TypeError as e:
    print(e)
