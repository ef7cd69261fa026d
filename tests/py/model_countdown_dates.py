# Countdown to events from a fixed "today": days, weeks+days, business days, and sorted by nearest.
from datetime import date, timedelta

TODAY = date(2024, 3, 1)
EVENTS = {"Easter": date(2024, 3, 31), "Tax day": date(2024, 4, 15), "Summer solstice": date(2024, 6, 20),
          "Halloween": date(2024, 10, 31), "New Year": date(2025, 1, 1), "Leap day (past)": date(2024, 2, 29)}

def business_days(a, b):
    days = (b - a).days
    full_weeks, rest = divmod(days, 7)
    count = full_weeks * 5
    for i in range(rest):
        if (a + timedelta(days=full_weeks * 7 + i)).weekday() < 5:
            count += 1
    return count

for name, d in sorted(EVENTS.items(), key=lambda kv: abs((kv[1] - TODAY).days)):
    delta = (d - TODAY).days
    if delta < 0:
        print(f"{name:<17} was {-delta} day(s) ago ({d:%a %d %b})")
        continue
    w, r = divmod(delta, 7)
    print(f"{name:<17} in {delta:>3} days = {w:>2}w {r}d, {business_days(TODAY, d):>3} business days, on a {d:%A}")
