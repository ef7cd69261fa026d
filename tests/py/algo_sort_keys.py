# sorted() with key functions, reverse, multi-key tuples and functools.cmp_to_key
from functools import cmp_to_key
from operator import itemgetter, attrgetter
from collections import namedtuple

Student = namedtuple("Student", "name grade age")
students = [Student("john", "A", 15), Student("jane", "B", 12), Student("dave", "B", 10),
            Student("anna", "A", 12), Student("zed", "C", 15)]

print([s.name for s in sorted(students, key=attrgetter("age"))])
print([s.name for s in sorted(students, key=attrgetter("grade", "age"))])
print([s.name for s in sorted(students, key=lambda s: (s.grade, -s.age))])
print([s.name for s in sorted(students, key=itemgetter(2), reverse=True)])
print(sorted(students, key=len)[0])


def compare_versions(a, b):
    pa = [int(x) for x in a.split(".")]
    pb = [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)


versions = ["1.10.0", "1.2", "1.2.10", "1.2.9", "0.9", "1.10", "2.0.0"]
print(sorted(versions))
print(sorted(versions, key=cmp_to_key(compare_versions)))


def largest_number(nums):
    strs = sorted(map(str, nums), key=cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
    return "".join(strs).lstrip("0") or "0"


print(largest_number([3, 30, 34, 5, 9]), largest_number([0, 0]), largest_number([10, 2]))
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words))
print(sorted(words, key=str.casefold))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1)))
print(max(students, key=attrgetter("age")).name, min(students, key=attrgetter("age", "name")).name)
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sorted(nums, key=abs), sorted(nums, key=lambda x: (x % 3, x)))
lst = nums[:]
lst.sort(key=lambda x: -x)
print(lst)
