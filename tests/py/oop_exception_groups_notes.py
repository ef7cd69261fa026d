# exception notes (3.11 add_note), exception attributes, custom __str__, args, with_traceback-free
class ValidationError(Exception):
    def __init__(self, field, problem, value=None):
        super().__init__(field, problem)
        self.field, self.problem, self.value = field, problem, value
    def __str__(self):
        return f"{self.field}: {self.problem}" + (f" (got {self.value!r})" if self.value is not None else "")

def validate(user):
    errors = []
    if not user.get("name"):
        errors.append(ValidationError("name", "required"))
    age = user.get("age")
    if not isinstance(age, int):
        errors.append(ValidationError("age", "must be an integer", age))
    elif age < 0:
        errors.append(ValidationError("age", "must be non-negative", age))
    return errors

for user in [{"name": "ann", "age": 30}, {"age": "x"}, {"name": "bo", "age": -1}]:
    errs = validate(user)
    print(user, "->", [str(e) for e in errs] or "ok")

e = ValidationError("email", "invalid", "a@")
print(e.args, repr(e), str(e), e.field)
try:
    try:
        raise ValidationError("zip", "too short", "12")
    except ValidationError as err:
        err.add_note("while importing row 7")
        err.add_note("source: users.csv")
        raise
except ValidationError as err:
    print(err, err.__notes__)

class AppError(Exception):
    default_message = "application error"
    def __init__(self, message=None, *, code=500):
        super().__init__(message or self.default_message)
        self.code = code
class NotFound(AppError):
    default_message = "resource not found"
    def __init__(self, message=None):
        super().__init__(message, code=404)
for exc in (AppError(), NotFound(), NotFound("no user 7"), AppError("db down", code=503)):
    print(type(exc).__name__, exc.code, exc, exc.args)
print(isinstance(NotFound(), AppError), NotFound.__mro__[2].__name__)
