# writing itertools-like helpers as generator functions and classes: chunked, window, roundrobin
from itertools import islice, cycle

def chunked(iterable, n):
    it = iter(iterable)
    while chunk := list(islice(it, n)):
        yield chunk

def window(iterable, n):
    it = iter(iterable)
    win = list(islice(it, n))
    if len(win) == n:
        yield tuple(win)
    for x in it:
        win = win[1:] + [x]
        yield tuple(win)

def roundrobin(*iterables):
    iterators = [iter(it) for it in iterables]
    while iterators:
        for it in list(iterators):
            try:
                yield next(it)
            except StopIteration:
                iterators.remove(it)

class Peekable:
    _SENTINEL = object()
    def __init__(self, iterable):
        self._it = iter(iterable)
        self._peeked = self._SENTINEL
    def __iter__(self):
        return self
    def __next__(self):
        if self._peeked is not self._SENTINEL:
            v, self._peeked = self._peeked, self._SENTINEL
            return v
        return next(self._it)
    def peek(self, default=None):
        if self._peeked is self._SENTINEL:
            self._peeked = next(self._it, self._SENTINEL)
        return default if self._peeked is self._SENTINEL else self._peeked

print(list(chunked(range(10), 4)), list(chunked([], 3)))
print(list(window("abcde", 3)), list(window([1], 2)))
print(list(roundrobin("ABC", "D", "EF")), list(islice(cycle([1, 2]), 5)))
p = Peekable([1, 2, 3])
print(p.peek(), p.peek(), next(p), p.peek(), list(p), p.peek("end"))
