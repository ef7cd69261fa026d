# Deliberate difference: a set of strings iterates in insertion order.
# Why: CPython's order depends on the per-process random string hash (PYTHONHASHSEED), so no
# program can rely on it; moonpy gives one stable order. Sets of numbers (and tuples of them)
# follow CPython's table order exactly.
# CPython: an order that changes from run to run. moonpy: the order the strings were added.
s = {"pear", "apple", "fig", "kiwi", "plum", "lime", "date", "yuzu"}
print(list(s))
