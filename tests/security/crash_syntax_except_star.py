# except* (3.11)
try:
    pass
except* ValueError:
    pass
