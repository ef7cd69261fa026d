# args: --max-memory 64M
# SystemExit's code is printed with str(): past the memory cap that is the memory limit
class S:
    def __str__(self):
        return "x" * 10**9
raise SystemExit(S())
