# Deliberate difference (for now): the clock is virtual; the date is 2024-01-01.
# Why: the sandbox reads no host clock; time.sleep advances the virtual clock without waiting.
# (To be replaced by the real clock, read before the sandbox closes.)
# CPython: today's date. moonpy: 2024.
import datetime
print(datetime.date.today().year)
