# custom exception classes
class MyError(ValueError):
    pass
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(f"[{code}] {msg}")
        self.code = code
class NotFound(AppError):
    pass
class WithStr(Exception):
    def __str__(self):
        return "custom str"
try:
    raise MyError("oops")
except ValueError as e:
    print(type(e).__name__, e, isinstance(e, MyError), repr(e))
try:
    raise NotFound(404, "page missing")
except AppError as e:
    print(type(e).__name__, e, e.code, e.args)
try:
    raise WithStr("ignored")
except Exception as e:
    print(e, e.args)
print(issubclass(NotFound, AppError), issubclass(NotFound, Exception), issubclass(MyError, LookupError))
print(MyError.__name__, MyError.__mro__[1].__name__)
errors = []
for cls in [MyError, NotFound, KeyError]:
    try:
        if cls is NotFound:
            raise cls(1, "x")
        raise cls("boom")
    except (MyError, AppError) as e:
        errors.append(("mine", type(e).__name__))
    except Exception as e:
        errors.append(("other", type(e).__name__))
print(errors)
class Retry(Exception):
    def __init__(self, attempts):
        self.attempts = attempts
try:
    raise Retry(3)
except Retry as r:
    print("attempts", r.attempts, r.args, str(r))
