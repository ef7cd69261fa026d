# Sorting a leaderboard: ties broken by time then name, stable sorts, ranking with shared places.
scores = [("zoe", 300, 61.2), ("amir", 450, 75.0), ("li", 300, 58.9), ("bea", 450, 75.0), ("kim", 120, 30.1), ("al", 300, 61.2)]

ranked = sorted(scores, key=lambda s: (-s[1], s[2], s[0]))
place, prev = 0, None
print(f"{'#':>3} {'player':<6}{'pts':>5}{'time':>7}")
for i, (name, pts, t) in enumerate(ranked, 1):
    if (pts, t) != prev:
        place, prev = i, (pts, t)
    print(f"{place:>3} {name:<6}{pts:>5}{t:>7.1f}")
by_name = sorted(scores)
print([s[0] for s in by_name])
stable = sorted(sorted(scores, key=lambda s: s[0]), key=lambda s: s[1], reverse=True)
print([s[0] for s in stable])
print(sorted(scores, key=lambda s: s[2], reverse=True)[:2], min(scores, key=lambda s: (s[2], s[0])))
dense = {pts: r for r, pts in enumerate(sorted({s[1] for s in scores}, reverse=True), 1)}
print({s[0]: dense[s[1]] for s in scores})
