# eval/exec/compile run their source through the same translator and sandbox as the program:
# generated names, the runtime table and raw Lua stay out of reach, and limits stay on
def probe(label, src, mode="eval"):
    try:
        r = eval(src) if mode == "eval" else exec(src, {})
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
probe("_ENV", "_ENV")
probe("_R", "_R")
probe("_RGI", "_RGI")
probe("load", "load")
probe("debug", "debug")
probe("require", "require")
probe("string.rep", "string")
probe("exec _ENV", "_ENV.x = 1", "exec")
probe("exec os", "import os", "exec")
probe("exec subprocess", "import subprocess", "exec")
probe("lua comment", "1 --[[ ]] + 1")
probe("lua concat", "'a' .. 'b'")
probe("getattr internals", "getattr(1, '#meta')")
probe("globals dunder", "__builtins__")
