# a pipeline DSL with __or__/__ror__ and __rshift__, composition of callables, reprs
class Step:
    def __init__(self, func, name=None):
        self.func = func
        self.name = name or func.__name__

    def __call__(self, value):
        return self.func(value)

    def __or__(self, other):
        return Pipeline([self, other])

    def __ror__(self, value):
        return self(value)

    def __repr__(self):
        return f"Step({self.name})"

class Pipeline:
    def __init__(self, steps):
        self.steps = list(steps)

    def __or__(self, other):
        return Pipeline(self.steps + (other.steps if isinstance(other, Pipeline) else [other]))

    def __ror__(self, value):
        return self(value)

    def __rshift__(self, other):
        return self | other

    def __call__(self, value):
        for s in self.steps:
            value = s(value)
        return value

    def __len__(self):
        return len(self.steps)

    def __repr__(self):
        return " | ".join(s.name for s in self.steps)

strip = Step(str.strip, "strip")
lower = Step(str.lower, "lower")
words = Step(str.split, "split")
count = Step(len, "len")
uniq = Step(lambda ws: sorted(set(ws)), "uniq")

p = strip | lower | words
print(repr(p), len(p))
print(p("  The Quick the LAZY  "))
print("  A b a B c  " | (p | uniq), "  A b a B c  " | (p >> count))
print("hello" | lower, "x y z" | words)
full = p | uniq | count
print(full, full("a A b B b c"))
print([("Hi There  " | p)[i] for i in range(2)])
compose = lambda *fs: Pipeline([Step(f) for f in fs])
print(compose(abs, str, len)(-12345), repr(compose(abs, str)))
