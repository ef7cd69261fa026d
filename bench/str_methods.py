# cleaning CSV-like text with str methods: split, strip, lower, replace, join
RAW_NAMES = ["  Alice Smith ", "BOB jones", "carol  BROWN", " dave o'neil", "Erin-Marie Taylor  "]
CITIES = ["New York", "  los angeles", "CHICAGO ", "houston", "Phoenix  "]


def make_csv(n):
    lines = ["Name , City , Email , Score"]
    for i in range(n):
        name = RAW_NAMES[i % 5]
        city = CITIES[(i * 3) % 5]
        email = f" {name.strip().split()[0].upper()}.{i}@Example.COM "
        lines.append(f"{name},{city},{email}, {i * 7 % 101} ")
    return "\n".join(lines)


def clean_row(line):
    name, city, email, score = [field.strip() for field in line.split(",")]
    name = " ".join(part.capitalize() for part in name.replace("-", " ").split())
    city = city.title()
    email = email.lower().replace("example.com", "example.org")
    return name, city, email, int(score)


def main():
    text = make_csv(60_000)
    header, *rows = text.splitlines()
    columns = [h.strip().lower() for h in header.split(",")]
    cleaned = [clean_row(r) for r in rows]
    print("columns:", columns)
    print("first:", cleaned[0])
    print("last:", cleaned[-1])
    cities = {}
    for name, city, email, score in cleaned:
        cities[city] = cities.get(city, 0) + score
    print("score by city:", sorted(cities.items()))
    initials = "".join(name[0] for name, _, _, _ in cleaned[:40])
    print("initials:", initials)
    long_names = sum(1 for name, *_ in cleaned if len(name) > 11 and name.startswith(("Erin", "Carol")))
    print("long names:", long_names, "with apostrophe:", sum("'" in n for n, *_ in cleaned))
    out = "\n".join(",".join([n, c, e, str(s)]) for n, c, e, s in cleaned)
    print("output size:", len(out), "upper count:", sum(1 for ch in out[:20000] if ch.isupper()))


if __name__ == "__main__":
    main()
