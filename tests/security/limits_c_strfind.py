# args: --timeout 20 --max-memory 64M
# C work bounded: strfind ends cleanly (a limit error or a Python error) within its limits
s='a'*(10**6)
print(s.find('a'*(10**5)+'b'))
