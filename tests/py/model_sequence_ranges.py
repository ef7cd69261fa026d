# Compress integer lists into range strings ("1-3,5,7-9") and expand them back, with validation.
import re

def compress(nums):
    nums = sorted(set(nums))
    out, i = [], 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[i]) if i == j else f"{nums[i]}-{nums[j]}" if j > i + 1 else f"{nums[i]},{nums[j]}")
        i = j + 1
    return ",".join(out)

def expand(spec):
    result = []
    for part in filter(None, (p.strip() for p in spec.split(","))):
        m = re.fullmatch(r"(-?\d+)(?:\s*-\s*(-?\d+))?", part)
        if not m:
            raise ValueError(f"bad range part {part!r}")
        a = int(m.group(1))
        b = int(m.group(2)) if m.group(2) else a
        if b < a:
            raise ValueError(f"descending range {part!r}")
        result.extend(range(a, b + 1))
    return result

for nums in [[1, 2, 3, 5, 7, 8, 9], [4], [], [10, 11], [3, 1, 2, 2, 9, 8], list(range(0, 20, 2))]:
    c = compress(nums)
    print(f"{nums} -> {c!r} -> {expand(c)}")
for spec in ["1-3, 10, 12 - 14", "5-2", "a-b", "7,,8"]:
    try:
        print(spec, "->", expand(spec))
    except ValueError as e:
        print(spec, "-> ValueError:", e)
