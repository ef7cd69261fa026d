# utctimetuple() of an aware datetime is in UTC; timedelta rounds a half microsecond to even over the whole sum; strptime's stray %
from datetime import datetime, timedelta
for s, f in [('5/3/2024', '%-d/%-m/%Y'), ('2024', '%Y%'), ('x', '%Q')]:
    try: print(datetime.strptime(s, f))
    except ValueError as e: print(e)
print(timedelta(microseconds=1.5), timedelta(microseconds=2.5), timedelta(seconds=1, microseconds=0.5), timedelta(seconds=0.0000015), timedelta(microseconds=-1.5), timedelta(days=1e-11), timedelta(milliseconds=0.0015), timedelta(microseconds=3.5, seconds=1))
from datetime import timezone
a = datetime(2024, 3, 1, 1, tzinfo=timezone(timedelta(hours=5)))
print(a.utctimetuple(), datetime(2024, 1, 1).utctimetuple().tm_isdst, a.timetuple().tm_isdst, datetime(2024, 1, 1).timetuple().tm_isdst)
