# The traceback module formats moonpy's own tracebacks: its text names the program's frames
# only (never a runtime file, a Lua chunk or a host path), and it gives no frame objects
# (walk_stack and walk_tb are not there; extract_stack, StackSummary and FrameSummary give
# summaries: a file name, a line, a function name and its source line, no locals, no frame).
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
for name in ("walk_stack", "walk_tb"):
    try:
        getattr(traceback, name)
        print("escaped:", name)
    except AttributeError as e:
        print("AttributeError:", e)


def inner():
    return traceback.extract_stack(), "".join(traceback.format_stack())


stack, text = deep(inner)
summary = [(type(f).__name__, f.name, f.lineno, f.line, f.locals) for f in stack]
print(summary)
for f in stack:
    for attr in ("f_globals", "f_locals", "f_back", "tb_frame", "frame"):
        try:
            print("escaped:", attr, type(getattr(f, attr)).__name__)
        except AttributeError:
            pass
    print("fields:", sorted(getattr(f, "__dict__", {})))  # its own fields only
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
    for attr in ("tb_frame", "f_globals", "__dict__"):
        try:
            print("escaped:", attr, type(getattr(tb, attr)).__name__)
        except AttributeError:
            print("AttributeError:", attr)
    text += "".join(traceback.format_tb(tb)) + repr(traceback.extract_tb(tb)[0])
for bad in (".lua", "runtime", "[string", "_R", "moonpy", "/work", "/tmp"):
    if bad in text:
        leaks.append(bad)
print("leaks:", leaks)
