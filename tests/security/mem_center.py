# args: --max-memory 16M --timeout 10
# center with a huge width
print(len("x".center(2 ** 40, "*")))
