# Tally ranked-choice ballots: first-preference counts, elimination rounds, and a winner.
from collections import Counter

BALLOTS = ["A>B>C", "B>A>C", "C>B>A", "A>C>B", "B>C>A", "C>B>A", "B>A>C", "C>A>B", "A>B>C", "C>B>A", "B>C>A"]
ballots = [b.split(">") for b in BALLOTS]
remaining = {c for b in ballots for c in b}
round_no = 1
while True:
    tally = Counter(next(c for c in b if c in remaining) for b in ballots)
    for c in remaining - tally.keys():
        tally[c] = 0
    total = sum(tally.values())
    line = ", ".join(f"{c}={n} ({n / total:.0%})" for c, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])))
    print(f"round {round_no}: {line}")
    leader, votes = max(tally.items(), key=lambda kv: (kv[1], kv[0]))
    if votes * 2 > total or len(remaining) == 1:
        print(f"winner: {leader} with {votes} of {total}")
        break
    loser = min(tally.items(), key=lambda kv: (kv[1], kv[0]))[0]
    print(f"  eliminate {loser}")
    remaining.discard(loser)
    round_no += 1
