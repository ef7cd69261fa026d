# Convert a fixed UTC meeting time to several fixed-offset time zones and format it for each.
from datetime import datetime, timedelta, timezone

meeting = datetime(2024, 3, 1, 15, 30, tzinfo=timezone.utc)
zones = {"London": 0, "New York": -5, "Los Angeles": -8, "Berlin": 1, "Kolkata": 5.5, "Tokyo": 9, "Auckland": 13}
print(f"Meeting: {meeting:%A %d %B %Y %H:%M %Z}")
for city, hours in zones.items():
    tz = timezone(timedelta(hours=hours))
    local = meeting.astimezone(tz)
    day = "same day" if local.date() == meeting.date() else ("next day" if local.date() > meeting.date() else "previous day")
    print(f"{city:<12} {local:%a %H:%M} UTC{local:%z} ({day})")
print(meeting.isoformat(), meeting.astimezone(timezone(timedelta(hours=-5), "EST")).tzname())
print(datetime(2024, 3, 1, 10, tzinfo=timezone(timedelta(hours=2))) - meeting)
