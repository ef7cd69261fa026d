# args: --max-memory 16M --timeout 10
# an exception carrying a huge message still fails cleanly
raise ValueError("m" * (10 ** 10))
