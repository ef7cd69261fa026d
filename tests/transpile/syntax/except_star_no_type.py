try:
    pass
except*:
    pass
