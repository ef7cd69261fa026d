# args: --timeout 0.5
# string building that stays under the memory cap but never stops
while True:
    s = "x" * 100000
    s = s.upper()
