# cpython: same
# assigning to a literal, a call and a keyword
1 = x
