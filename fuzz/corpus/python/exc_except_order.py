# the first matching except clause wins; bare except and BaseException
def classify(exc):
    try:
        raise exc
    except KeyError:
        return "KeyError clause"
    except LookupError:
        return "LookupError clause"
    except (TypeError, ValueError) as e:
        return f"tuple clause {type(e).__name__}"
    except Exception:
        return "Exception clause"
for exc in [KeyError(), IndexError(), ValueError(), TypeError(), ZeroDivisionError(), UnicodeError()]:
    print(type(exc).__name__, "->", classify(exc))
try:
    raise SystemExit(3)
except Exception:
    print("not caught by Exception")
except BaseException as e:
    print("BaseException caught", type(e).__name__, e.code)
try:
    [].pop()
except:
    print("bare except caught")
try:
    raise ValueError
except ValueError as e:
    print("raised class, got instance:", type(e).__name__, e.args)
errors = (KeyError, IndexError)
try:
    {}[1]
except errors as e:
    print("tuple variable:", type(e).__name__)
