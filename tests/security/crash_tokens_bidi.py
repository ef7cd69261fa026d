# cpython: same
# a right-to-left override in a comment and a string (Trojan Source)
x = 'user‮ ⁦# admin⁩ ⁦'
print(len(x))  # ‮ comment
