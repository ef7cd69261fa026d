# time: strftime directives on fixed struct_times, strptime round trips, struct_time fields
import time
t = time.gmtime(1234567890)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst)
for fmt in ["%Y-%m-%d", "%H:%M:%S", "%a %A %b %B", "%j %U %W %w %u", "%y %C %I %p", "%G-W%V", "%%Y", "%D %T %R %F"]:
    print(fmt, "->", time.strftime(fmt, t))
p = time.strptime("13 Feb 2009 23:31:30", "%d %b %Y %H:%M:%S")
print(p[:6], p.tm_wday, p.tm_yday, time.mktime(p))
print(time.strptime("2024-366", "%Y-%j")[:3] if False else time.strptime("12/31/24", "%m/%d/%y")[:3])
for bad in [("2024-13-01", "%Y-%m-%d"), ("2024-01-01 extra", "%Y-%m-%d")]:
    try:
        time.strptime(*bad)
    except ValueError as e:
        print("ValueError:", e)
print(time.gmtime(0)[:], time.struct_time((2020, 1, 2, 3, 4, 5, 3, 2, 0)))
