# adding str and int is an uncaught TypeError
age = 30
print("age:", age)
message = "You are " + age + " years old"
print(message)
