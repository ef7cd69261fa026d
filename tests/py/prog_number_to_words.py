# Convert integers to English words, including negatives, billions and cheque amounts.
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SCALES = [(10**9, "billion"), (10**6, "million"), (1000, "thousand")]

def under_thousand(n):
    parts = []
    if n >= 100:
        parts.append(ONES[n // 100] + " hundred")
        n %= 100
        if n:
            parts.append("and")
    if n >= 20:
        parts.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n or not parts:
        parts.append(ONES[n])
    return " ".join(parts)

def number_to_words(n):
    if n < 0:
        return "minus " + number_to_words(-n)
    if n < 1000:
        return under_thousand(n)
    for value, name in SCALES:
        if n >= value:
            head, rest = divmod(n, value)
            words = number_to_words(head) + " " + name
            if rest:
                words += (" and " if rest < 100 else ", ") + number_to_words(rest)
            return words

def cheque(amount):
    dollars = int(amount)
    cents = round((amount - dollars) * 100)
    return f"{number_to_words(dollars).capitalize()} dollars and {cents:02d}/100"

for n in [0, 7, 13, 21, 100, 101, 999, 1000, 1001, 12345, 1000000, 2500017, -45, 1234567890]:
    print(f"{n:>12,}: {number_to_words(n)}")
print(cheque(1523.07))
print(cheque(40.5))
