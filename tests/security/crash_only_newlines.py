# cpython: same




