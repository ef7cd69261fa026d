# sys: stdout.write / flush / print(file=...), getsizeof of builtin values
import sys
n = sys.stdout.write("hello ")
sys.stdout.write("world\n")
sys.stdout.flush()
print(n)
print("via file", file=sys.stdout)
sys.stdout.writelines(["a\n", "b\n"])
print([sys.getsizeof(x) for x in [0, 1, 2**30, 2**60, 2**100, 1.5, None, True]])
print([sys.getsizeof(x) for x in ["", "a", "abc", "é", "€", "😀", "héllo"]])
print([sys.getsizeof(x) for x in [(), (1,), (1, 2, 3), ("A", 1, "B", 2, "C", 3)]])
print([sys.getsizeof(x) for x in [{}, {1: 1}, {i: i for i in range(6)}, {i: i for i in range(20)}]])
print([sys.getsizeof(x) for x in [set(), {1}, set(range(5)), set(range(20))]])
print(sys.getsizeof([1, 2, 3]) > sys.getsizeof([]), sys.getsizeof(range(3)))
