# semantic versions: parsing with validation, total_ordering with pre-release rules, bumping
import re
from functools import total_ordering

@total_ordering
class SemVer:
    PATTERN = re.compile(r"(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.]+))?")

    def __init__(self, text):
        m = self.PATTERN.fullmatch(text)
        if not m:
            raise ValueError(f"not a semantic version: {text!r}")
        self.major, self.minor, self.patch = (int(g) for g in m.groups()[:3])
        self.pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split(".")) if m.group(4) else ()

    def _key(self):
        # a release sorts after its pre-releases; numeric identifiers before alphanumeric ones
        pre = tuple((0, p, "") if isinstance(p, int) else (1, 0, p) for p in self.pre)
        return (self.major, self.minor, self.patch, not self.pre, pre)

    def __eq__(self, other):
        return self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def bump(self, part):
        parts = [self.major, self.minor, self.patch]
        i = ["major", "minor", "patch"].index(part)
        parts[i] += 1
        parts[i + 1:] = [0] * (2 - i)
        return SemVer(".".join(map(str, parts)))

    def __str__(self):
        base = f"{self.major}.{self.minor}.{self.patch}"
        return base + ("-" + ".".join(map(str, self.pre)) if self.pre else "")

    __repr__ = lambda self: f"SemVer('{self}')"

vs = [SemVer(t) for t in ["1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-alpha.beta",
                          "0.9.12", "1.0.0-rc.1", "1.0.0-beta.11", "1.0.0-beta.2", "2.0.0"]]
print([str(v) for v in sorted(vs)])
print(max(vs), min(vs), SemVer("1.2.3") == SemVer("1.2.3"), SemVer("1.2.3") >= SemVer("1.2.3-rc"))
print(SemVer("1.4.7").bump("minor"), SemVer("1.4.7").bump("major"), SemVer("1.4.7").bump("patch"))
for bad in ("1.2", "v1.2.3", "1.2.3-"):
    try:
        SemVer(bad)
    except ValueError as e:
        print("ValueError:", e)
