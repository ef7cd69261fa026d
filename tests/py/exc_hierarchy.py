# the builtin exception hierarchy
pairs = [(KeyError, LookupError), (IndexError, LookupError), (ZeroDivisionError, ArithmeticError),
         (OverflowError, ArithmeticError), (ValueError, Exception), (UnicodeError, ValueError),
         (FileNotFoundError, OSError), (RecursionError, RuntimeError), (NotImplementedError, RuntimeError),
         (UnboundLocalError, NameError), (StopIteration, Exception), (KeyboardInterrupt, Exception),
         (KeyboardInterrupt, BaseException), (Exception, BaseException), (TypeError, ValueError),
         (bool, int), (AttributeError, Exception), (ModuleNotFoundError, ImportError),
         (AssertionError, Exception), (SystemExit, Exception), (IndentationError, SyntaxError)]
for sub, sup in pairs:
    print(sub.__name__, sup.__name__, issubclass(sub, sup))
def catch(exc):
    for handler in (KeyError, LookupError, ArithmeticError, Exception):
        try:
            raise exc
        except handler:
            return handler.__name__
        except BaseException:
            continue
    return "none"
for exc in [KeyError("k"), IndexError(), ZeroDivisionError(), ValueError(), OverflowError()]:
    print(type(exc).__name__, "->", catch(exc))
try:
    {}["x"]
except IndexError:
    print("wrong")
except LookupError as e:
    print("LookupError got", type(e).__name__)
print(isinstance(KeyError(), LookupError), isinstance(ValueError(), ArithmeticError))
