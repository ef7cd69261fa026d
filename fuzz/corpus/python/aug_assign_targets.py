# augmented assignment on subscripts and attributes evaluates the target once
calls = []
def idx(i):
    calls.append(i)
    return i
lst = [1, 2, 3]
lst[idx(1)] += 10
print(lst, calls)
d = {"k": [1]}
d["k"] += [2]
d["k"] *= 2
print(d)
counts = {}
for w in "a b a c a b".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
class Box:
    pass
b = Box()
b.v = 1
b.v += 1
b.v *= 10
print(b.v)
m = [[0, 0], [0, 0]]
m[1][0] += 5
m[0][1] -= 2
print(m)
a = [1, 2]
alias = a
a += [3]
print(alias, alias is a)
t = (1, 2)
alias_t = t
t += (3,)
print(alias_t, t)
s = "x"
s2 = s
s += "y"
print(s, s2)
lst2 = [5, 6]
lst2[-1] **= 2
lst2[0] //= 2
print(lst2)
