# the error happens on the third iteration of a loop inside a function
def inverse_all(values):
    result = []
    for v in values:
        print("inverting", v)
        result.append(1 / v)
    return result

print(inverse_all([1, 2, 4]))
print(inverse_all([5, 10, 0, 20]))
