# 'gc' imports, with its switches only: nothing walks the heap or hands out the runtime's objects
import gc
for name in ["get_objects", "get_referrers", "get_referents", "is_tracked", "freeze", "get_stats"]:
    print(name, hasattr(gc, name))
print(gc.collect(), gc.isenabled())
try:
    gc.get_objects()
except AttributeError as e:
    print("AttributeError:", e)
