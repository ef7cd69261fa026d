# Secret-santa style pairing without randomness: rotate a sorted list, skip same-family pairs, print cards.
from datetime import date
import textwrap

PEOPLE = [("Ann", "smith"), ("Bob", "smith"), ("Cy", "jones"), ("Dee", "lee"), ("Eve", "jones"), ("Fay", "lee")]

def pairings(people):
    people = sorted(people)
    n = len(people)
    for shift in range(1, n):
        pairs = [(people[i], people[(i + shift) % n]) for i in range(n)]
        if all(a[1] != b[1] for a, b in pairs):
            return pairs, shift
    raise ValueError("no valid rotation")

pairs, shift = pairings(PEOPLE)
print(f"rotation by {shift}")
deadline = date(2024, 12, 20)
for (giver, fam), (receiver, rfam) in pairs:
    msg = (f"Hi {giver}! You are buying a gift for {receiver} of the {rfam.title()} family. "
           f"Please bring it by {deadline:%A, %B %d}. Budget: ${25:.2f}.")
    print("+" + "-" * 34 + "+")
    for line in textwrap.wrap(msg, 32):
        print(f"| {line:<32} |")
print("+" + "-" * 34 + "+")
