# calendar: a month out of 1..12 raises what CPython's does (month 0 names "", 13 is an
# IndexError, -1 is December), and the module's functions count their arguments as CPython's
# bound methods of a TextCalendar do
import calendar
for y, mo in [(2024, 0), (2024, 13), (2024, -1), (2024, 12)]:
    for f in [lambda: calendar.month(y, mo), lambda: calendar.TextCalendar().formatmonthname(y, mo, 20),
              lambda: calendar.HTMLCalendar().formatmonth(y, mo)[:40], lambda: calendar.HTMLCalendar().formatmonthname(y, mo)]:
        try: print(repr(f()))
        except Exception as e: print(type(e).__name__, e)
print(calendar.month_name[-1], calendar.month_abbr[0] == '', calendar.day_abbr[-1])

for f in [lambda: calendar.month(), lambda: calendar.month(2024), lambda: calendar.month(2024, 1, 2, 1, 5),
          lambda: calendar.calendar(), lambda: calendar.monthcalendar(2024), lambda: calendar.week(),
          lambda: calendar.weekheader(), lambda: calendar.prmonth(), lambda: calendar.prcal(1, 2, 3, 4, 5, 6),
          lambda: calendar.monthrange(2024), lambda: calendar.weekday(1),
          lambda: calendar.month(2024, themonth=2)[:20], lambda: calendar.weekheader(3),
          lambda: calendar.week([(1, 0), (2, 1)], 3)]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
