# an uncaught ZeroDivisionError ends the program with status 1
def average(xs):
    return sum(xs) // len(xs)

print(average([1, 2, 3]))
print(average([10, 20]))
print(average([]))
print("not reached")
