# Describe simple cron expressions in English: minutes, hours, day-of-week names, ranges and steps.
DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

def expand(field, lo, hi):
    values = set()
    for part in field.split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/")
            step = int(s)
        if part == "*":
            a, b = lo, hi
        elif "-" in part:
            a, b = map(int, part.split("-"))
        else:
            a = b = int(part)
        if not (lo <= a <= hi and lo <= b <= hi):
            raise ValueError(f"value out of range in {field!r}")
        values.update(range(a, b + 1, step))
    return sorted(values)

def describe(expr):
    minute, hour, dom, month, dow = expr.split()
    mins, hours = expand(minute, 0, 59), expand(hour, 0, 23)
    times = [f"{h:02d}:{m:02d}" for h in hours for m in mins]
    when = ", ".join(times) if len(times) <= 4 else f"{len(times)} times a day ({times[0]} .. {times[-1]})"
    days = "every day" if dow == "*" else "on " + ", ".join(DAYS[d] for d in expand(dow, 0, 6))
    if dom != "*":
        days += f" (day {', '.join(map(str, expand(dom, 1, 31)))} of the month)"
    return f"At {when} {days}"

for e in ["0 9 * * 1-5", "30 8,12,18 * * *", "*/15 * * * *", "0 0 1 * *", "5 4 * * 0,6", "0 25 * * *"]:
    try:
        print(f"{e:<18} {describe(e)}")
    except ValueError as err:
        print(f"{e:<18} error: {err}")
