# The traceback module formats moonpy's own tracebacks: its text names the program's frames
# only (never a runtime file, a Lua chunk or a host path), and it gives no frame objects
# (extract_stack, walk_stack and friends are not there).
import traceback


def deep(f):
    return f()


leaks = []
for attack in [lambda: sorted([3, "a"]), lambda: int("x"), lambda: {}["k"],
               lambda: deep(lambda: [].pop()), lambda: "".join([1]),
               lambda: deep(lambda: max([])), lambda: __import__("nope")]:
    try:
        attack()
    except Exception:
        text = traceback.format_exc() + "".join(traceback.format_exception(*__import__("sys").exc_info()))
        for bad in (".lua", "runtime", "[string", "_R", "moonpy", "/work", "/tmp"):
            if bad in text:
                leaks.append(bad)
        print(text.splitlines()[-1])
print("leaks:", leaks)
for name in ("extract_stack", "walk_stack", "walk_tb", "StackSummary", "FrameSummary", "print_stack"):
    try:
        getattr(traceback, name)
        print("escaped:", name)
    except AttributeError as e:
        print("AttributeError:", e)
