# array(typecode, bytes) takes the bytes as machine values (frombytes), not as ints
import array
print(array.array('b', b'\x01\xff'), array.array('h', b'\x01\x00\x02\x00'), array.array('B', bytearray(b'ab')), array.array('d', bytes(8)))
try: array.array('h', b'\x01')
except ValueError as e: print(e)
print(array.array('i', [1, 2]), array.array('i', (x for x in range(3))), array.array('f', array.array('i', [1])))
print(array.array('d', array.array('b', [1, -2])), array.array('i', array.array('i', [5])))
try: array.array('i', array.array('u', 'ab'))
except TypeError as e: print(e)
