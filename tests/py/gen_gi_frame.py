# a generator's gi_frame is a frame while it can run and None once it has finished
def g():
    yield 1
it = g()
print(it.gi_frame is not None, it.gi_running)
list(it)
print(it.gi_frame)
