import operator
print(operator.call(max, 1, 3, key=lambda x: -x), operator.call(sorted, [3, 1, 2], reverse=True), operator.call(len, "abc"), operator.call(dict, a=1), list(map(operator.call, [str.upper, str.lower], ["Ab", "Cd"])))
try:
    operator.call()
except TypeError as e:
    print(e)
