# an except* handler re-raises its part: the uncaught group prints in boxes
def validate(rec):
    errs = []
    if not rec.get("name"):
        errs.append(ValueError("name is required"))
    if not isinstance(rec.get("age"), int):
        errs.append(TypeError(f"age must be int, got {type(rec.get('age')).__name__}"))
    if errs:
        raise ExceptionGroup(f"invalid record {rec!r}", errs)

def process(records):
    for r in records:
        try:
            validate(r)
        except* ValueError as eg:
            print("value problems:", [str(e) for e in eg.exceptions])
        except* TypeError as eg:
            print("type problems:", [str(e) for e in eg.exceptions])
            raise

process([{"name": "a", "age": 3}, {"name": "", "age": 4}])
process([{"name": "", "age": "x"}])
