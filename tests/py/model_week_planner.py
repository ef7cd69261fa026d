# Weekly planner from ISO week numbers: dates of a week, week of a date, and a text agenda.
from datetime import date, timedelta

TASKS = {date(2024, 2, 26): ["standup", "plan sprint"], date(2024, 2, 28): ["review PRs"],
         date(2024, 3, 1): ["demo", "retro"], date(2024, 3, 3): ["rest"]}

def week_dates(year, week):
    monday = date.fromisocalendar(year, week, 1)
    return [monday + timedelta(days=i) for i in range(7)]

year, week, _ = date(2024, 3, 1).isocalendar()
print(f"ISO week {week} of {year}")
for d in week_dates(year, week):
    items = TASKS.get(d, [])
    print(f"  {d:%a %d %b} {'; '.join(items) if items else '-'}")
for d in [date(2024, 1, 1), date(2023, 1, 1), date(2024, 12, 30), date(2020, 12, 31)]:
    y, w, wd = d.isocalendar()
    print(f"{d} is {y}-W{w:02d}-{wd} ({d:%G-W%V-%u})")
print([d.day for d in week_dates(2024, 1)], week_dates(2020, 53)[-1])
