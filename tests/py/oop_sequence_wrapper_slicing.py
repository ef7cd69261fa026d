# a read-only sequence wrapper: negative indices, slices returning wrappers, index errors, ==
class Seq:
    def __init__(self, data):
        self._data = tuple(data)

    def __len__(self):
        return len(self._data)

    def __getitem__(self, key):
        if isinstance(key, slice):
            return Seq(self._data[key])
        if not isinstance(key, int):
            raise TypeError(f"indices must be integers or slices, not {type(key).__name__}")
        if not -len(self) <= key < len(self):
            raise IndexError(f"Seq index {key} out of range")
        return self._data[key]

    def __eq__(self, other):
        return isinstance(other, Seq) and self._data == other._data

    def __repr__(self):
        return f"Seq{self._data}"

s = Seq("abcdefg")
print(s[0], s[-1], s[2:5], s[::-1], s[::2], s[-3:], s[10:], len(s[1:1]))
print(s[1:4] == Seq("bcd"), list(s), "d" in s, s.__getitem__(slice(None, 2)))
k = slice(1, None, 3)
print(s[k], k.indices(len(s)), list(range(*k.indices(len(s)))))
for bad in (7, -8, "x", 1.0):
    try:
        s[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(list(reversed(s))[:3], sorted(s, reverse=True)[:2], s.__len__())
