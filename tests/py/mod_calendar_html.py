import calendar
h = calendar.HTMLCalendar()
print(h.formatmonth(2024, 2))
print(h.formatmonth(2024, 3, withyear=False))
print(h.formatyear(2023, 4)[:600])
page = h.formatyearpage(2024, css=None)
print(type(page), page[:300], len(page))
class MyCal(calendar.HTMLCalendar):
    cssclass_noday = "empty"
    def formatday(self, day, weekday):
        if day == 15: return "<td class='mid'>15!</td>"
        return super().formatday(day, weekday)
print(MyCal(calendar.SUNDAY).formatmonth(2024, 6))
print(calendar.HTMLCalendar(6).formatweekheader(), calendar.HTMLCalendar().formatday(0, 3), calendar.HTMLCalendar().formatweekday(6))
t = calendar.TextCalendar()
wk = calendar.Calendar().monthdays2calendar(2024, 5)[1]
print(repr(calendar.week(wk, 3)), repr(t.formatweek(wk, 2)))
t.prweek(wk, 2); print()
calendar.prweek(wk, 4); print("|")
print(repr(calendar.formatstring(["a", "bb", "ccc"], 5, 2)), calendar.formatstring(["x", "y"]))
calendar.format(["Jan", "Feb"], 8, 1)
print(calendar.error, calendar.January, calendar.February, calendar.LocaleTextCalendar(0, "C").formatmonth(2024, 1))
print(calendar.LocaleHTMLCalendar(firstweekday=6).formatweekheader())
try:
    raise calendar.error("x")
except ValueError as e:
    print("err", e)
