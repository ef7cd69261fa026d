# Top-k reports with heapq: nlargest/nsmallest with keys, merging sorted streams, a running top-3.
import heapq

words = "the cat and the hat sat on the mat with a bat and a rat and the cat".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(heapq.nlargest(3, counts.items(), key=lambda kv: (kv[1], kv[0])))
print(heapq.nsmallest(4, counts, key=lambda w: (counts[w], w)))
products = [{"name": "pen", "price": 1.5}, {"name": "book", "price": 12.0}, {"name": "lamp", "price": 30.0},
            {"name": "mug", "price": 8.25}, {"name": "desk", "price": 150.0}]
print([p["name"] for p in heapq.nlargest(2, products, key=lambda p: p["price"])])
log_a = [(1, "a-start"), (4, "a-mid"), (9, "a-end")]
log_b = [(2, "b-start"), (4, "b-mid"), (7, "b-end")]
for t, ev in heapq.merge(log_a, log_b):
    print(t, ev)
top = []
for score in [50, 20, 90, 10, 70, 95, 30]:
    if len(top) < 3:
        heapq.heappush(top, score)
    else:
        heapq.heappushpop(top, score)
    print(f"after {score:>2}: {sorted(top, reverse=True)}")
h = [5, 1, 4, 2]
heapq.heapify(h)
print(h, [heapq.heappop(h) for _ in range(len(h))], heapq.nlargest(2, []))
