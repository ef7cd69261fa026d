# assigning to a name later in a function makes it local everywhere in it
count = 10
def increment():
    count = count + 1
    return count
print("before")
increment()
