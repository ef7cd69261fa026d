import time
for n in ["time", "monotonic", "perf_counter", "process_time", "thread_time"]:
    i = time.get_clock_info(n)
    print(i, i.monotonic, i.resolution)
for bad in ["x", 5]:
    try:
        time.get_clock_info(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
