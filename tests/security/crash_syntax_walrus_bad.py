# cpython: same
# a walrus at statement level without parentheses
x := 1
