# while loops as models write them: counters, sentinels, convergence
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("collatz steps", steps)
stack = [1, 2, 3]
while stack:
    print("pop", stack.pop())
x = 2.0
guess = 1.0
while abs(guess * guess - x) > 1e-12:
    guess = (guess + x / guess) / 2
print(round(guess, 10))
a, b = 1071, 462
while b:
    a, b = b, a % b
print("gcd", a)
i = 0
data = [5, 3, 0, 8]
while i < len(data) and data[i] != 0:
    i += 1
print("first zero at", i)
count = 0
while True:
    count += 1
    if count * count > 50:
        break
print(count)
tokens = ["a", "b", "STOP", "c"]
pos = 0
while tokens[pos] != "STOP":
    pos += 1
print(pos, tokens[:pos])
balance, years = 1000.0, 0
while balance < 2000:
    balance *= 1.07
    years += 1
print(years, round(balance, 2))
