# A weekly timesheet: parse "HH:MM-HH:MM" spans, sum hours per day, overtime and a bar chart.
from datetime import datetime, timedelta, date

ENTRIES = {
    date(2024, 2, 26): ["09:00-12:30", "13:15-17:45"],
    date(2024, 2, 27): ["08:30-12:00", "12:30-18:10"],
    date(2024, 2, 28): ["10:00-14:00"],
    date(2024, 2, 29): ["09:00-12:00", "13:00-17:00", "20:00-22:15"],
    date(2024, 3, 1): ["09:00-15:30"],
}

def span(text):
    a, b = (datetime.strptime(t, "%H:%M") for t in text.split("-"))
    return b - a

total = timedelta()
for day, spans in ENTRIES.items():
    worked = sum((span(s) for s in spans), timedelta())
    total += worked
    hours = worked.total_seconds() / 3600
    over = max(0.0, hours - 8)
    print(f"{day:%a %d %b}  {hours:5.2f}h  {'#' * int(hours * 2):<24} {'+' + format(over, '.2f') + ' OT' if over else ''}")
h, rem = divmod(int(total.total_seconds()), 3600)
print(f"week total: {h}h {rem // 60:02d}m ({total}) avg/day={total / len(ENTRIES)}")
print(f"billable at $85/h: ${total.total_seconds() / 3600 * 85:,.2f}")
