# calendar module for text output: month(), TextCalendar with firstweekday, monthdays, yearly stats.
import calendar
from collections import Counter

print(calendar.month(2024, 2))
tc = calendar.TextCalendar(firstweekday=calendar.SUNDAY)
print(tc.formatmonth(2024, 9, w=3))
print(tc.formatweekheader(2))
print([d for d in calendar.Calendar().itermonthdays(2024, 3)][:10])
print(list(calendar.Calendar(firstweekday=6).iterweekdays()))
weekdays = Counter(calendar.day_name[calendar.weekday(2024, m, 13)] for m in range(1, 13))
print("Friday the 13ths in 2024:", [calendar.month_abbr[m] for m in range(1, 13) if calendar.weekday(2024, m, 13) == 4])
print(sorted(weekdays.items()))
print(calendar.monthrange(2023, 2), calendar.monthrange(2024, 2), calendar.isleap(2100))
dates = list(calendar.Calendar().itermonthdates(2024, 4))
print(dates[0], dates[-1], len(dates))
print([w for w in calendar.Calendar().monthdayscalendar(2024, 6)][-1])
print(calendar.firstweekday(), calendar.timegm((2024, 3, 1, 0, 0, 0)))
