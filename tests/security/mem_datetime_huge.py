# args: --max-memory 16M --timeout 2
# timedelta and date arithmetic out of range
import datetime
try:
    print(datetime.date.max + datetime.timedelta(days=1))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(datetime.timedelta(days=10 ** 10))
except OverflowError as e:
    print("OverflowError:", e)
