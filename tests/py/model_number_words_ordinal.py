# Ordinals (1st, 2nd...), ordinal words, and spelling out times and amounts.
def ordinal_suffix(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"

SMALL = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
IRREGULAR = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
             "nine": "ninth", "twelve": "twelfth"}

def words(n):
    if n < 20:
        return SMALL[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + SMALL[n % 10])
    if n < 1000:
        return SMALL[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))

def ordinal_words(n):
    w = words(n)
    head, sep, last = w.rpartition(" ") if "-" not in w.split(" ")[-1] else w.rpartition("-")
    if last in IRREGULAR:
        last = IRREGULAR[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return head + sep + last

def say_time(h, m):
    if m == 0:
        return f"{words(h % 12 or 12)} o'clock"
    if m == 15:
        return f"quarter past {words(h % 12 or 12)}"
    if m == 30:
        return f"half past {words(h % 12 or 12)}"
    if m > 30:
        return f"{words(60 - m)} to {words((h + 1) % 12 or 12)}"
    return f"{words(m)} past {words(h % 12 or 12)}"

print([ordinal_suffix(n) for n in [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112, 1003]])
for n in [1, 2, 3, 5, 8, 9, 12, 20, 21, 40, 99, 100, 101, 342, 1000, 2012]:
    print(f"{n:>5}: {ordinal_words(n)}")
for h, m in [(0, 0), (3, 15), (9, 30), (11, 45), (12, 5), (23, 59)]:
    print(f"{h:02d}:{m:02d} -> {say_time(h, m)}")
