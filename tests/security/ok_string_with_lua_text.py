# cpython: same
# benign control: strings that look like Lua code are just text
code = "local x = 1 -- comment\nreturn load('os.exit()')()"
print(code)
print(code.split("\n"), len(code))
print("end" + "]]" + "--[[" + "function")
