import pprint
pprint.pprint([10**6, 12345678, -1234567, 2**70, True, 1.5e6, {"n": 10**5}], underscore_numbers=True)
pprint.pprint({"big": [1000000 * i for i in range(12)]}, underscore_numbers=True, width=40)
print(pprint.pformat(10**9, underscore_numbers=True), pprint.pformat(10**9))
pprint.PrettyPrinter(underscore_numbers=True).pprint((123456, (7654321,)))
