# args: --timeout 0.5 --max-memory 1G
# building a long chain of exceptions
e = None
while True:
    try:
        raise ValueError() from e
    except ValueError as x:
        e = x
