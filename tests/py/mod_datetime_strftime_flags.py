# glibc's strftime flags and conversions (%-d, %_m, %^a, widths, %k %l %P %r %g), as CPython on Linux
from datetime import datetime, timezone, timedelta
import time

d = datetime(2024, 3, 5, 7, 4, 9)
for f in ['%-d/%-m/%Y', '%-I:%M %p', '%-H', '%_d|%_m', '%^a %^B', '%k|%l', '%P', '%r', '%g %G', '%-j',
          '%e', '%-M:%-S', '%^p', '%-y', '%B %-d, %Y']:
    print(repr(f), repr(d.strftime(f)), repr(time.strftime(f, d.timetuple())))
d = datetime(2024, 3, 5, 17, 4, 9, tzinfo=timezone(timedelta(hours=2), 'ABC'))
for f in ['%10B|', '%-10d|', '%3d|', '%_3d|', '%05Y|', '%^10a|', '%#p|', '%-e|', '%0e|', '%Ey|',
          '%Od|', '%-%|', '%_H|', '%-p', '%4y', '%_Y', '%z', '%5%', '%-', '%', 'a%', '%#a', '%#B',
          '%-C', '%3j', '%-Ob', '%Q', '%Z']:
    print(repr(f), repr(d.strftime(f)))
print(time.strftime('%-d %B %Y, %-I:%M%P', (2024, 7, 4, 15, 30, 0, 3, 186, 0)))
