# args: --timeout 1
# code run by exec() is under the run's time limit, which no handler can catch
try:
    exec("while True: pass", {})
except BaseException as e:
    print("caught", type(e).__name__)
print("never here")
