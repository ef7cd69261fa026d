# gc: the switches and thresholds; collect() returns 0 here and in CPython for a program without cycles
import gc
print(gc.isenabled(), gc.collect(), gc.get_threshold())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled(), gc.collect(0))
