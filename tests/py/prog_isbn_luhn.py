# Checksums people validate in text: ISBN-10, ISBN-13 and Luhn (credit cards), with cleanup.
import re

def isbn10_ok(s):
    s = re.sub(r"[-\s]", "", s)
    if not re.fullmatch(r"\d{9}[\dXx]", s):
        return False
    total = sum((10 - i) * (10 if c in "Xx" else int(c)) for i, c in enumerate(s))
    return total % 11 == 0

def isbn13_ok(s):
    s = re.sub(r"[-\s]", "", s)
    if not re.fullmatch(r"\d{13}", s):
        return False
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0

def luhn_ok(s):
    digits = [int(c) for c in s if c.isdigit()]
    checksum = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        checksum += d
    return len(digits) > 1 and checksum % 10 == 0

for s in ["0-306-40615-2", "0306406153", "0-8044-2957-X", "123456789x"]:
    print(f"ISBN-10 {s:<16} {isbn10_ok(s)}")
for s in ["978-0-306-40615-7", "9780306406158", "978 1 86197 876 9"]:
    print(f"ISBN-13 {s:<20} {isbn13_ok(s)}")
for s in ["4539 1488 0343 6467", "8273 1232 7352 0569", "4111-1111-1111-1111", "0", "79927398713"]:
    print(f"Luhn {s:<22} {luhn_ok(s)}")
