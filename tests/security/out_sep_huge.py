# args: --max-output 1K
# a huge separator
print(1, 2, sep='-' * (10 ** 7))
