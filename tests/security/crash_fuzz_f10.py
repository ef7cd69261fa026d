# cpython: same
# the fuzzer's input that aborted LPeg (F10)
def m():(m==0=2**6