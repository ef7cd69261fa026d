# args: --timeout 2 --max-memory 64M
# C work bounded: strcount ends cleanly (a limit error or a Python error) within its limits
s='a'*10**7
for i in range(10**6): s.count('ab')
print('x')
