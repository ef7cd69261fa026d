# unsupported syntax is a clean SyntaxError before anything runs
print('first')
try:
    pass
except* ValueError:
    pass
