# a model-style program: Dijkstra with heapq, namedtuple, OrderedDict, json, bisect grades, a stack class, deque, number formatting
import heapq, bisect, json
from collections import defaultdict, deque, OrderedDict, namedtuple
graph = defaultdict(list)
for a, b, w in [("A", "B", 4), ("A", "C", 2), ("C", "B", 1), ("B", "D", 5), ("C", "D", 8)]:
    graph[a].append((b, w)); graph[b].append((a, w))
def dijkstra(src):
    dist = {src: 0}; pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")): continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd; heapq.heappush(pq, (nd, v))
    return dist
print(dijkstra("A"))
Point = namedtuple("Point", "x y")
p = Point(3, 4)
print(p, p._asdict(), p._replace(x=9), Point._fields, (p.x ** 2 + p.y ** 2) ** 0.5)
od = OrderedDict(sorted({"b": 2, "a": 1, "c": 3}.items()))
od.move_to_end("a")
print(od, list(od.keys()), json.dumps(od))
data = {"users": [{"name": "ann", "age": 31, "tags": ["x"]}, {"name": "bob", "age": None}], "ok": True, "pi": 3.14}
s = json.dumps(data, indent=2)
print(s)
print(json.loads(s) == data, json.dumps(data, separators=(",", ":")))
scores = [55, 67, 78, 89, 92]
print([("FDCBA"[bisect.bisect([60, 70, 80, 90], x)]) for x in scores])
class Stack:
    def __init__(self): self._items = []
    def push(self, x): self._items.append(x); return self
    def pop(self):
        if not self._items: raise IndexError("pop from empty stack")
        return self._items.pop()
    def __len__(self): return len(self._items)
    def __bool__(self): return bool(self._items)
    def __iter__(self): return reversed(self._items)
st = Stack().push(1).push(2).push(3)
print(len(st), list(st), st.pop(), bool(Stack()))
try:
    Stack().pop()
except IndexError as e:
    print("error:", e)
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in s:
        if ch in "([{": stack.append(ch)
        elif ch in pairs:
            if not stack or stack.pop() != pairs[ch]: return False
    return not stack
print([balanced(x) for x in ["([]{})", "([)]", "((", ""]])
q = deque(maxlen=3)
for i in range(5): q.append(i)
print(q, q[0], list(reversed(q)))
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=lambda t: (t[1], t[0])), [*map(str.upper, "ab")], list(filter(None, [0, 1, "", "x"])))
x = 255
print(bin(x), hex(x), oct(x), x.bit_length(), int("ff", 16), int("0b101", 0), f"{x:08b}", chr(65) + chr(0x1F600))
print(divmod(-7, 2), -7 // 2, -7 % 2, round(2.5), round(3.5), round(-0.5), 7 / 2, 2 ** -1, 10 ** 20)
