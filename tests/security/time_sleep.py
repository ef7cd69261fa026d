# args: --timeout 0.5
# time.sleep of a long time ends at the time limit
import time
time.sleep(3600)
print("slept (must not happen)")
