from datetime import datetime, date, time, timedelta

dt = datetime(2024, 3, 5, 14, 7, 9, 123456)
fmts = ["%Y-%m-%d %H:%M:%S", "%d/%m/%y", "%I:%M %p", "%A %B %d", "%a %b %e", "%j", "%U %W",
        "%f", "%%", "%c", "%x", "%X", "%H%M", "%G-W%V-%u", "%y%m%d", "%B", "%-d" if False else "%d",
        "%C", "%D", "%T", "%R", "%h", "%n|%t|", "%s" if False else "%M"]
for f in fmts:
    print(repr(f), "->", repr(dt.strftime(f)))
print(dt.isoformat(), dt.isoformat(sep=" "), dt.isoformat(timespec="minutes"))
print(dt.date(), dt.time(), dt.replace(microsecond=0))
print(str(dt), repr(dt))
print(time(9, 30).strftime("%H:%M"), time(23, 59, 59, 999999).isoformat(), repr(time(1, 2)))
print(datetime(2024, 1, 1) - datetime(2023, 12, 25, 12, 30))
print(datetime(2024, 3, 10, 8) + timedelta(hours=20, minutes=5))
print(datetime.strptime("2024-07-04 09:15", "%Y-%m-%d %H:%M"))
print(datetime.strptime("04 Jul 2024", "%d %b %Y").strftime("%A"))
print(datetime.combine(date(2024, 2, 29), time(12)).timestamp() if False else datetime.combine(date(2024, 2, 29), time(12)))
print(format(dt, "%Y"), f"{dt:%H:%M:%S.%f}", "{:%d.%m.%Y}".format(dt))
print(dt.weekday(), dt.isoweekday(), dt.timetuple().tm_yday)
for h in (0, 1, 11, 12, 13, 23):
    print(h, datetime(2024, 1, 1, h).strftime("%I %p"))
