# building strings incrementally and reversing words
s = ""
for i in range(5):
    s += str(i)
print(s, len(s))
words = "the quick brown fox".split()
print(" ".join(reversed(words)), " ".join(w[::-1] for w in words))
acc = []
for w in words:
    acc.append(w[0].upper() + w[1:])
print(" ".join(acc))
row = ""
for c in "abc":
    row = c + row
print(row)
line = "-" * 10 + "+" + "=" * 5
print(line, len(line))
vowels = "".join(c for c in "programming" if c in "aeiou")
consonants = "".join(c for c in "programming" if c not in "aeiou")
print(vowels, consonants)
counter = ""
for i in range(1, 4):
    counter += f"{i}:" + "#" * i + " "
print(counter.rstrip())
result = ""
n = 1234
while n:
    result = str(n % 2) + result
    n //= 2
print(result, bin(1234)[2:] == result)
table = "\n".join(" ".join(f"{i * j:3}" for j in range(1, 5)) for i in range(1, 4))
print(table)
