print("start")

def helper():
    return await compute()
