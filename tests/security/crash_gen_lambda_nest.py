# cpython: same
# generated-Lua limits: lambda_nest (must run as CPython runs it, never "generated invalid Lua")
f = lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: 42
for i in range(100): f = f()
print(f)
