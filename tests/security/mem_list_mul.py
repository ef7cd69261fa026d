# args: --max-memory 16M --timeout 10
# [0] * n with a huge n
x = [0] * (10 ** 12)
