while True:
# comment
break
