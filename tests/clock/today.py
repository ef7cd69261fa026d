# The real clock: printed for tests/clock/run.sh to compare with the host's `date`.
import time, datetime
print("today", datetime.date.today(), datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
      time.strftime("%Y-%m-%d %H:%M %z %Z"), datetime.datetime.now().astimezone().strftime("%z %Z"))
print("utc", datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M"),
      datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M %Z"),
      time.strftime("%Y-%m-%d %H:%M", time.gmtime()))
print("epoch", int(time.time()) // 60, time.time_ns() // 60000000000)
