# a paused generator is closed when it is dropped (its finally and __exit__ run then, as
# CPython's reference counts close it), not only at the program's end
class CM:
    def __enter__(self): print("enter"); return self
    def __exit__(self, *a): print("exit", a[0].__name__ if a[0] else None); return False

def with_gen():
    with CM():
        for i in range(5):
            yield i

def fin_gen():
    try:
        yield 1
        yield 2
    finally:
        print("fin_gen finally")

def loop_fin():
    for i in range(5):
        try:
            yield i
        finally:
            print("loop_fin fin", i)

def use(gf):
    it = gf()
    print(next(it), next(it))
    return "used " + gf.__name__

for gf in (with_gen, fin_gen, loop_fin):
    print(use(gf))           # dropped when use() returns
    print(next(gf()))        # a temporary: dropped before print writes
    x = gf(); next(x); del x # del
    print("---")

gens = [fin_gen() for _ in range(2)]
for gg in gens: next(gg)
gens = None
print("list dropped")
h = loop_fin(); next(h)
h = fin_gen(); next(h)
print("rebound")

def catcher():
    try:
        yield "a"
    except GeneratorExit:
        print("GeneratorExit seen")
        raise
c = catcher(); next(c); c = 0
kept = fin_gen(); next(kept)
print("end of program")
