# cpython: same
# only a comment, no newline at the end