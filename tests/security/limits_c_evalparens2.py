# args: --timeout 20 --max-memory 64M
# C work bounded: evalparens2 ends cleanly (a limit error or a Python error) within its limits
try:
    print(eval('('*300 + '1' + ')'*300))
except (SyntaxError, RecursionError, MemoryError) as e:
    print(type(e).__name__)
