# an exception inside a generator pipeline: the traceback has a frame per generator
def numbers(text):
    for part in text.split(","):
        yield int(part)


def scaled(items, k):
    for x in items:
        yield x * k


def total(text):
    return sum(scaled(numbers(text), 10))


print(total("1,2,3"))
print(total("4, 5,six,7"))
