# 'warnings' imports: a warning is text on the program's output; nothing in it reaches the host
import warnings
print(sorted(n for n in dir(warnings) if not n.startswith("_")))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("x")
    print(len(w), w[0].category.__name__)
try:
    warnings.showwarning("m", UserWarning, "f", 1, file=open("secret.txt", "w"))
except (OSError, NameError) as e:
    print(type(e).__name__)
