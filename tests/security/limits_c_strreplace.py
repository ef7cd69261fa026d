# args: --timeout 20 --max-memory 64M
# C work bounded: strreplace ends cleanly (a limit error or a Python error) within its limits
s='a'*10**6
print(len(s.replace('a', 'b'*1000)))
