# args: --timeout 0.5
# time.sleep with absurd arguments
# cpython: same
import time
for v in [-1, float("nan"), float("inf"), 10 ** 100]:
    try:
        time.sleep(v)
        print("slept", v)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)
