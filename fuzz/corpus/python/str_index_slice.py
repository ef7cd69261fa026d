# indexing and slicing strings with steps and negatives
s = "abcdefghij"
print(s[0], s[9], s[-1], s[-10])
print(s[2:5], s[:3], s[7:], s[:], s[-3:], s[:-3])
print(s[::2], s[1::2], s[::-1], s[::-2], s[8:2:-2], s[-1:-4:-1])
print(repr(s[5:2]), repr(s[20:]), s[-100:3], s[3:100])
print(s[2:8:3], s[9:0:-3], s[::3], s[::-3])
print(s[None:None:-1], s[:0], repr(s[10:]))
i, j = 2, 6
print(s[i:j], s[i:j][::-1], s[-j:-i])
print(s[len(s) // 2:], s[:len(s) // 2])
try:
    s[10]
except IndexError as e:
    print("IndexError:", e)
try:
    s[-11]
except IndexError as e:
    print("IndexError:", e)
try:
    s["a"]
except TypeError as e:
    print("TypeError:", e)
try:
    s[0] = "z"
except TypeError as e:
    print("TypeError:", e)
print(s[slice(1, 4)], s[slice(None, None, -4)])
word = "racecar"
print(word == word[::-1], "python"[::-1], "python"[1:-1])
