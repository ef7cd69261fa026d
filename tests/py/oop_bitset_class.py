# a BitSet class over an int: set operations via operators, iteration, len, contains, repr
class BitSet:
    def __init__(self, items=(), bits=0):
        self.bits = bits
        for i in items:
            self.add(i)

    def add(self, i):
        if i < 0:
            raise ValueError("negative members are not allowed")
        self.bits |= 1 << i

    def discard(self, i):
        self.bits &= ~(1 << i)

    def __contains__(self, i):
        return i >= 0 and bool(self.bits >> i & 1)

    def __iter__(self):
        b, i = self.bits, 0
        while b:
            if b & 1:
                yield i
            b >>= 1
            i += 1

    def __len__(self):
        return bin(self.bits).count("1")

    def __or__(self, o): return BitSet(bits=self.bits | o.bits)
    def __and__(self, o): return BitSet(bits=self.bits & o.bits)
    def __sub__(self, o): return BitSet(bits=self.bits & ~o.bits)
    def __xor__(self, o): return BitSet(bits=self.bits ^ o.bits)
    def __eq__(self, o): return isinstance(o, BitSet) and self.bits == o.bits
    def __le__(self, o): return self.bits & ~o.bits == 0
    def __repr__(self): return f"BitSet({list(self)})"

a, b = BitSet([1, 3, 5, 70]), BitSet([3, 4, 5])
print(a, b, len(a), 70 in a, 71 in a, -1 in a)
print(a | b, a & b, a - b, a ^ b, BitSet([3]) <= b, a <= b)
a.discard(70); a.discard(100)
print(a, a.bits, hex((a | b).bits), BitSet() == BitSet([]), sum(BitSet(range(0, 10, 3))))
try:
    a.add(-2)
except ValueError as e:
    print("ValueError:", e)
print(BitSet([100]).bits == 2 ** 100, len(BitSet(range(64))))
