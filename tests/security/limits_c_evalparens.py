# args: --timeout 20 --max-memory 64M
# C work bounded: evalparens ends cleanly (a limit error or a Python error) within its limits
print(eval('('*100000 + '1' + ')'*100000))
