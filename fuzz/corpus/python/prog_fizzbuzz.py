# FizzBuzz three ways
def fizzbuzz(n):
    if n % 15 == 0:
        return "FizzBuzz"
    elif n % 3 == 0:
        return "Fizz"
    elif n % 5 == 0:
        return "Buzz"
    return str(n)

for i in range(1, 21):
    print(fizzbuzz(i))

one_liner = ["Fizz" * (i % 3 == 0) + "Buzz" * (i % 5 == 0) or str(i) for i in range(1, 16)]
print(", ".join(one_liner))

rules = {3: "Fizz", 5: "Buzz", 7: "Bazz"}
def general(n):
    out = "".join(word for d, word in rules.items() if n % d == 0)
    return out or n
print([general(n) for n in [1, 3, 5, 7, 15, 21, 35, 105]])
counts = {"Fizz": 0, "Buzz": 0, "FizzBuzz": 0}
for i in range(1, 101):
    r = fizzbuzz(i)
    if r in counts:
        counts[r] += 1
print(counts)
