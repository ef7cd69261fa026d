# args: --timeout 20 --max-memory 64M
# C work bounded: intfmt ends cleanly (a limit error or a Python error) within its limits
x=(1<<(1<<24))-1
print(len(f'{x:,}'))
