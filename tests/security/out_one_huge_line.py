# args: --max-output 8K
# one huge print: cut at the cap
print('z' * (10 ** 7))
