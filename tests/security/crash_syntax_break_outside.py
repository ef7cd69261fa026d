# cpython: same
# break outside a loop
break
