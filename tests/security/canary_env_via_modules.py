# canary: modules that read the environment in CPython (time zones, locale, random seeding)
import time, random, datetime
print(type(time.time()).__name__, type(time.localtime()).__name__ if hasattr(time, "localtime") else "-")
random.seed()
print(type(random.random()).__name__)
print(type(datetime.datetime.now()).__name__)
try:
    print(time.tzname)
except AttributeError:
    print("no tzname")
