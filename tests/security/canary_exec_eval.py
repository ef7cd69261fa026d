# canary: exec, eval and compile exist, and the code they run is the sandbox's: it cannot open
# the canary file, import what reaches the host, or find the other escape hatches
src = "open('secret.txt').read()"
for name in ["exec", "eval", "compile", "execfile", "input", "breakpoint", "help", "license", "credits", "copyright"]:
    try:
        f = globals().get(name) or eval(name)
        print(name, "exists")
    except NameError as e:
        print("NameError:", e)
for run in [lambda: eval(src), lambda: exec(src), lambda: exec(compile(src, "x", "exec")),
            lambda: eval(src, {"__builtins__": {}}), lambda: exec("import os; os.system('cat secret.txt')"),
            lambda: eval("__import__('io').open('secret.txt')"), lambda: exec("from pathlib import Path")]:
    try:
        print("ran:", run())
    except (NameError, ImportError, AttributeError, OSError) as e:
        print(type(e).__name__ + ":", str(e).split(";")[0])
