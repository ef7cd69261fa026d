# __defaults__ and __kwdefaults__: tuples/dicts of the default values, None when there are none
def f(a, b=2, c=[1], *args, d=4, e, **kw):
    return a
print(f.__defaults__, f.__kwdefaults__)
print(f.__defaults__[1] is f.__defaults__[1])
def g(x, y):
    pass
print(g.__defaults__, g.__kwdefaults__)
def h(*, k=None, m="m"):
    pass
print(h.__defaults__, h.__kwdefaults__)
print((lambda x=1, y=(2, 3): 0).__defaults__)
def bucket(item, acc=[]):
    acc.append(item)
    return acc
bucket(1); bucket(2)
print(bucket.__defaults__)
class C:
    def m(self, n=10):
        return n
print(C.m.__defaults__, C().m.__defaults__)
