# args: --timeout 20 --max-memory 64M
# C work bounded: strtranslate ends cleanly (a limit error or a Python error) within its limits
print(len(str.maketrans({'a': 'b'*10**6}) ) , len(('a'*10**4).translate(str.maketrans({'a': 'b'*10**6}))))
