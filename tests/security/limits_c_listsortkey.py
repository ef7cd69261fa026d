# args: --timeout 20 --max-memory 64M
# C work bounded: listsortkey ends cleanly (a limit error or a Python error) within its limits
l = list(range(10**7))
l.sort(key=lambda x: -x)
print(l[0])
