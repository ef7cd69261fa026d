# args: --timeout 20 --max-memory 64M
# C work bounded: strsplit ends cleanly (a limit error or a Python error) within its limits
s=' '*(10**7)
print(len(s.split(' ')))
