# f(**d, k=...) with k already in d names the callee, also a method reached through its class
def f(a, b=0): pass
class K:
    def m(self, a): pass
    @staticmethod
    def s(a): pass
for call in (lambda: f(**{"a": 1}, a=2), lambda: K.m(**{"a": 1}, a=2),
             lambda: K().m(**{"a": 1}, a=2), lambda: K.s(**{"a": 1}, a=2),
             lambda: K(**{"a": 1}, a=2), lambda: print(**{"sep": 1}, sep=2)):
    try:
        call()
    except TypeError as e:
        print(e)
