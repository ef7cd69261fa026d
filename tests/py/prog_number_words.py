# Numbers to English words
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SCALES = [(10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")]

def below_thousand(n):
    parts = []
    if n >= 100:
        parts.append(ONES[n // 100] + " hundred")
        n %= 100
    if n >= 20:
        parts.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n or not parts:
        parts.append(ONES[n])
    return " ".join(parts)

def to_words(n):
    if n < 0:
        return "minus " + to_words(-n)
    if n < 1000:
        return below_thousand(n)
    parts = []
    for value, name in SCALES:
        if n >= value:
            parts.append(to_words(n // value) + " " + name)
            n %= value
    if n:
        parts.append(below_thousand(n))
    return " ".join(parts)

for n in [0, 7, 13, 20, 42, 100, 101, 999, 1000, 1001, 12345, 1000000, 2147483647, -58]:
    print(n, "->", to_words(n))
letters = sum(len(to_words(i).replace(" ", "").replace("-", "")) for i in range(1, 1000))
print("letters 1..999:", letters)
