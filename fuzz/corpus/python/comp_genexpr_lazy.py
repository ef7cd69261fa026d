# generator expressions are lazy and single-pass
def noisy(x):
    print("computing", x)
    return x * 10
g = (noisy(x) for x in range(3))
print("created")
print(next(g))
print("between")
for v in g:
    print("got", v)
print(list(g), sum(g))
nums = [1, 2, 3]
gen = (n * 2 for n in nums)
nums.append(4)
print(list(gen))
first_big = next((x for x in range(100) if x * x > 50), None)
print(first_big, next((x for x in [] if x), "none"))
squares = (n * n for n in range(5))
print(3 * 3 in squares, list(squares))
g2 = (c for c in "abc")
print(list(zip(g2, g2)))
