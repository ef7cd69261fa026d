# vending machine state machine with coins, selection, change making and refunds
class VendingError(Exception):
    pass

class VendingMachine:
    COINS = (200, 100, 50, 20, 10, 5)

    def __init__(self):
        self.stock = {}
        self.inserted = 0
        self.bank = {c: 5 for c in self.COINS}
        self.state = "idle"

    def load(self, code, name, price, qty):
        self.stock[code] = [name, price, qty]

    def insert(self, coin):
        if coin not in self.COINS:
            raise VendingError(f"rejected coin {coin}")
        self.inserted += coin
        self.bank[coin] += 1
        self.state = "has_money"

    def _change(self, amount):
        out = []
        for c in self.COINS:
            while amount >= c and self.bank[c] > 0:
                amount -= c
                self.bank[c] -= 1
                out.append(c)
        if amount:
            raise VendingError("cannot make change")
        return out

    def select(self, code):
        if self.state != "has_money":
            raise VendingError("insert money first")
        if code not in self.stock:
            raise VendingError(f"no such product {code}")
        name, price, qty = self.stock[code]
        if qty == 0:
            raise VendingError(f"{name} is sold out")
        if self.inserted < price:
            raise VendingError(f"{name} costs {price}, inserted {self.inserted}")
        change = self._change(self.inserted - price)
        self.stock[code][2] -= 1
        self.inserted, self.state = 0, "idle"
        return name, change

    def refund(self):
        coins = self._change(self.inserted)
        self.inserted, self.state = 0, "idle"
        return coins

vm = VendingMachine()
vm.load("A1", "chips", 120, 2)
vm.load("B2", "water", 85, 0)
script = [("select", "A1"), ("insert", 100), ("select", "A1"), ("insert", 50), ("select", "A1"),
          ("insert", 3), ("insert", 200), ("select", "B2"), ("select", "Z9"), ("select", "A1"),
          ("insert", 20), ("insert", 5), ("refund", None)]
for action, arg in script:
    try:
        result = getattr(vm, action)(*(() if arg is None else (arg,)))
        print(f"{action}({arg}) -> {result} [inserted={vm.inserted}, state={vm.state}]")
    except VendingError as e:
        print(f"{action}({arg}) !! {e}")
print(vm.stock, sum(c * n for c, n in vm.bank.items()))
