# args: --max-memory 16M --timeout 10
# str * n past the cap: MemoryError before anything is allocated
x = "ab" * (10 ** 12)
