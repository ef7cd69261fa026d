# cpython: same
# return, yield, break and continue outside their blocks
return 1
