# calendar: arithmetic, text layout of months and years, Calendar's iterators, errors
import calendar
print(calendar.month(2024, 2)); print(repr(calendar.month(2024, 2, w=3, l=2)))
print(calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.weekday(2024, 7, 4), calendar.monthrange(2024, 2), calendar.monthcalendar(2024, 2))
print(list(calendar.month_name), list(calendar.day_abbr), calendar.MONDAY, calendar.SUNDAY, calendar.firstweekday())
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), list(calendar.Calendar().itermonthdays(2024, 2))[:10])
c = calendar.TextCalendar(calendar.SUNDAY); print(c.formatmonth(2024, 3))
print(calendar.calendar(2024))
print(calendar.calendar(2023, w=3, l=1, c=4, m=4))
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print(type(e).__mro__[1], e)
print(list(calendar.Calendar().itermonthdates(2024, 2))[:3], calendar.Calendar(6).monthdatescalendar(2024, 2)[0])
print(calendar.day_name[0], calendar.month_abbr[12], len(calendar.month_name), calendar.weekheader(2), calendar.month_name[1:4])
print(list(calendar.Calendar(2).itermonthdays2(2024, 5))[:8], list(calendar.Calendar().iterweekdays()))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.month(2025, 12), calendar.firstweekday())
calendar.prmonth(2024, 1)
try:
    calendar.setfirstweekday(9)
except ValueError as e:
    print(e)
days_in_month = [calendar.monthrange(2024, m)[1] for m in range(1, 13)]
print(days_in_month, sum(days_in_month), calendar.day_name[calendar.weekday(2000, 1, 1)])
