# set algebra: friend recommendations and overlap statistics
import random


def make_network(people, friends_each, rng):
    friends = {p: set() for p in range(people)}
    for p in range(people):
        for q in rng.sample(range(people), friends_each):
            if q != p:
                friends[p].add(q)
                friends[q].add(p)
    return friends


def recommend(friends, person, limit=3):
    mine = friends[person]
    scores = {}
    for f in mine:
        for candidate in friends[f] - mine - {person}:
            scores[candidate] = scores.get(candidate, 0) + 1
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]


def main():
    rng = random.Random(3)
    friends = make_network(10000, 8, rng)
    print("average friends:", round(sum(len(s) for s in friends.values()) / len(friends), 3))
    for person in (0, 1, 2):
        print(f"recommend for {person}:", recommend(friends, person))
    overlap = 0
    jaccard = 0.0
    for p in range(0, 10000, 10):
        q = (p * 7 + 1) % 10000
        common = friends[p] & friends[q]
        overlap += len(common)
        jaccard += len(common) / len(friends[p] | friends[q])
    print("common friends:", overlap, f"mean jaccard {jaccard / 1000:.5f}")
    evens = set(range(0, 500_000, 2))
    threes = set(range(0, 500_000, 3))
    fives = {n for n in range(500_000) if n % 5 == 0}
    print("even&three:", len(evens & threes), "even|three:", len(evens | threes),
          "even^five:", len(evens ^ fives), "three-five:", len(threes - fives))
    print("subset:", {6, 12} <= evens & threes, "disjoint:", evens.isdisjoint({1, 3, 5}),
          "smallest odd multiple of 15:", min((threes & fives) - evens))


if __name__ == "__main__":
    main()
