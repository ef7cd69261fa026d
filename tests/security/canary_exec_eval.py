# canary: exec, eval and compile are not there to run a reader of the file
src = "open('secret.txt').read()"
for name in ["exec", "eval", "compile", "execfile", "input", "breakpoint", "help", "license", "credits", "copyright"]:
    try:
        f = globals().get(name) or eval(name)
        print(name, "exists")
    except NameError as e:
        print("NameError:", e)
