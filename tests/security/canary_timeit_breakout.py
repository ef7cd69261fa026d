# canary: timeit runs statement strings through exec in a template: strings that try to end
# the template, write Lua, or reach files, the environment and the interpreter's internals
import timeit

attempts = [
    "pass\nimport os",
    "0\n    return 0\ndef inner(_it, _timer): return 0",
    "end os.execute('cat secret.txt') do",
    "]] io.open('secret.txt') --[[",
    "_ENV.io.open('secret.txt')",
    "_R.host.loadmod('init')",
    "open('secret.txt').read()",
    "__import__('os').environ",
    "__import__('sys').modules['os']",
    "(lambda: 0).__globals__['__builtins__']",
    "load('return io')()",
    "string.dump(print)",
    "_timer.__self__",
    "_it.__reduce__()",
]
for stmt in attempts:
    for kwargs in [{}, {"setup": stmt}, {"globals": {"__builtins__": {}}}]:
        args = dict(kwargs)
        try:
            if "setup" in args:
                timeit.timeit("pass", number=1, **args)
            else:
                timeit.timeit(stmt, number=1, **args)
            print("ran", repr(stmt[:30]), sorted(args))
        except BaseException as e:
            print(type(e).__name__, repr(stmt[:30]), sorted(args))
t = timeit.Timer("x = 1")
for name in ["inner", "timer", "src"]:
    print(name, type(getattr(t, name)).__name__)
print("done")
