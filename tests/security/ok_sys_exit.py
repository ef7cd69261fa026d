# cpython: same
# benign control: sys.exit with a status
import sys
print("exiting")
sys.exit(3)
