# an f-string evaluates a replacement's value before the expressions of its format spec;
# the conversion (!r, !s) runs after them, when the value is formatted
def k(x, tag):
    print("eval", tag)
    return x
class R:
    def __repr__(self): print("repr called"); return "R"
    def __str__(self): print("str called"); return "S"
    def __format__(self, spec): print("format", repr(spec)); return "F"
print(f"{k(3, 'value'):>{k(6, 'width')}}|{k(2.5, 'v2'):{k(8, 'w2')}.{k(2, 'prec')}f}|")
print(f"{k(R(), 'obj')!r:>{k(5, 'w')}}|{k(R(), 'obj2'):{k('x', 'spec')}}|{k(R(), 'obj3')!s:^{k(5, 'w3')}}")
print(f"{k('a', 'a')}{k('b', 'b'):{k('>', 'fill')}3}{k('c', 'c')}")
