def ask(prompt, default):
    try:
        return input(prompt)
    except EOFError:
        print()
        return default
name = ask("Your name: ", "anon")
age = ask(42, "0")
print(f"hello {name}, age {int(age) + 1}")
try:
    input()
except EOFError as e:
    print("EOFError:", repr(e), e.args)
print("menu:")
choice = ask("> ", "q")
print("choice", repr(choice))
while True:
    line = input("cmd> ")
    print("got", line)
