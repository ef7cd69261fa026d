# args: --max-memory 16M --timeout 10
# nested list products
x = [[0] * 10000] * 10000
y = [row[:] for row in x]
