# warnings: warn with the default filters, catch_warnings(record=True), simplefilter and
# filterwarnings actions, errors from the "error" action
import warnings
def risky(x):
    if x < 0:
        warnings.warn("negative input, using 0", RuntimeWarning)
        return 0
    return x
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(risky(-5), risky(3), risky(-1))
    print(len(caught), [w.category.__name__ for w in caught], str(caught[0].message), caught[0].lineno)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error")
    except UserWarning as e:
        print("UserWarning raised:", e)
    try:
        warnings.warn("dep", DeprecationWarning)
    except DeprecationWarning as e:
        print("DeprecationWarning raised:", e)
with warnings.catch_warnings(record=True) as w:
    warnings.filterwarnings("ignore", message="skip.*")
    warnings.warn("skip this one")
    warnings.warn("keep this one")
    warnings.warn("Skip case-insensitively?")
    print([str(x.message) for x in w])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("ignore")
    warnings.warn("hidden")
    warnings.simplefilter("always", UserWarning)
    warnings.warn(UserWarning("an instance"))
    print([(x.category.__name__, str(x.message)) for x in w])
class MyWarning(UserWarning):
    pass
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("default")
    for _ in range(3):
        warnings.warn("repeated", MyWarning)
    print(len(w), issubclass(w[0].category, UserWarning))
try:
    warnings.warn("x", int)
except TypeError as e:
    print("TypeError", e)
try:
    warnings.simplefilter("loud")
except AssertionError as e:
    print("AssertionError", e)
print(warnings.formatwarning("msg", UserWarning, "prog.py", 7).strip())
print(issubclass(warnings.WarningMessage, object))
