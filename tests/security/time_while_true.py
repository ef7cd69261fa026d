# args: --timeout 0.5
# an empty endless loop
while True:
    pass
