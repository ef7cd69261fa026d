import time
calls = [("time", (1,)), ("monotonic", (1,)), ("perf_counter", (1,)), ("process_time", (1,)), ("time_ns", (1,)), ("monotonic_ns", (1,)), ("perf_counter_ns", (1,)),
  ("gmtime", (0, 1)), ("localtime", (0, 1)), ("ctime", (0, 1)), ("asctime", ((2024,1,1,0,0,0,0,1,0), 1)), ("mktime", ((2024,1,1,0,0,0,0,1,0), 1)),
  ("strftime", ("%Y", time.gmtime(0), 1)), ("strptime", ("2024", "%Y", 1)), ("sleep", (0, 1)), ("get_clock_info", ("time", 1)), ("thread_time", (1,)), ("process_time_ns", (1,)), ("thread_time_ns", (1,)),
  ("sleep", ()), ("gmtime", ("x",)), ("strftime", ()), ("mktime", ()), ("get_clock_info", ()), ("strptime", ()), ("strptime", ("x",)), ("sleep", ("x",)), ("sleep", (-1,))]
for name, args in calls:
    try:
        getattr(time, name)(*args); print(name, "ok")
    except Exception as e:
        print(name, type(e).__name__, e)
print(type(time.time()).__name__, type(time.time_ns()).__name__, time.monotonic() <= time.monotonic(), type(time.perf_counter_ns()).__name__)
import math, time, operator, heapq
print(math.acos.__name__, math.atan2.__name__, time.time.__name__, operator.neg.__name__, heapq.heappop.__name__, time.sleep.__name__)
