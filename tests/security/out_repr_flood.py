# args: --max-output 2K
# printing a huge container repr
print(list(range(10 ** 5)))
