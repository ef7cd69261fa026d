# cpython: same
# except* (3.11) runs: the group is split among the handlers, the rest re-raised
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError as e:
        print("value", repr(e))
    except* TypeError:
        print("type")
except ExceptionGroup as e:
    print("rest", repr(e))
try:
    pass
except* ValueError:
    pass
print("done")
