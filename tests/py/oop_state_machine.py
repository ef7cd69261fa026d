# order state machine: allowed transitions table, history, invalid transition errors
from enum import Enum

class State(Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"

class InvalidTransition(Exception):
    def __init__(self, current, target):
        super().__init__(f"cannot go from {current.value} to {target.value}")
        self.current, self.target = current, target

class Order:
    TRANSITIONS = {
        State.NEW: {State.PAID, State.CANCELLED},
        State.PAID: {State.SHIPPED, State.CANCELLED},
        State.SHIPPED: {State.DELIVERED},
        State.DELIVERED: set(),
        State.CANCELLED: set(),
    }

    def __init__(self, order_id):
        self.order_id = order_id
        self.state = State.NEW
        self.history = [State.NEW]

    def transition(self, target):
        if target not in self.TRANSITIONS[self.state]:
            raise InvalidTransition(self.state, target)
        self.state = target
        self.history.append(target)
        return self

    pay = lambda self: self.transition(State.PAID)
    ship = lambda self: self.transition(State.SHIPPED)
    deliver = lambda self: self.transition(State.DELIVERED)
    cancel = lambda self: self.transition(State.CANCELLED)

    @property
    def is_final(self):
        return not self.TRANSITIONS[self.state]

    def __repr__(self):
        return f"Order#{self.order_id}<{self.state.name}>"

o1 = Order(1).pay().ship().deliver()
print(o1, [s.value for s in o1.history], o1.is_final)
o2 = Order(2)
for step in ("ship", "pay", "cancel", "ship"):
    try:
        getattr(o2, step)()
        print(f"{step}: ok -> {o2}")
    except InvalidTransition as e:
        print(f"{step}: {e} (from {e.current.name})")
print(o2.is_final, [s.name for s in o2.history])
reachable = {}
for st, targets in Order.TRANSITIONS.items():
    reachable[st.name] = sorted(t.name for t in targets)
print(reachable)
print(State("paid"), State.PAID.value, State["SHIPPED"], len(State))
