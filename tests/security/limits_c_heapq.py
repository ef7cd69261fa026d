# args: --timeout 20 --max-memory 64M
# C work bounded: heapq ends cleanly (a limit error or a Python error) within its limits
import heapq
print(heapq.nlargest(3, range(10**9)))
