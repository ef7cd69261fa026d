# an uncaught custom exception prints its class name and message
class InsufficientFunds(Exception):
    pass
balance = 100
def withdraw(amount):
    global balance
    if amount > balance:
        raise InsufficientFunds(f"cannot withdraw {amount}, balance is {balance}")
    balance -= amount
    return balance
print(withdraw(30))
print(withdraw(50))
print(withdraw(40))
