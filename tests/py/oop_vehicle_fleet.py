# vehicle fleet: inheritance, super().__init__, overridden methods, polymorphic reports
class Vehicle:
    def __init__(self, make, model, year, mileage=0):
        self.make = make
        self.model = model
        self.year = year
        self.mileage = mileage

    def drive(self, km):
        if km < 0:
            raise ValueError("distance must be non-negative")
        self.mileage += km
        return self.mileage

    def service_interval(self):
        return 15000

    def needs_service(self):
        return self.mileage >= self.service_interval()

    def __str__(self):
        return f"{self.year} {self.make} {self.model} ({self.mileage:,} km)"

class ElectricCar(Vehicle):
    def __init__(self, make, model, year, battery_kwh, **kw):
        super().__init__(make, model, year, **kw)
        self.battery_kwh = battery_kwh
        self.charge = 100

    def drive(self, km):
        used = km * 0.2 / self.battery_kwh * 100
        if used > self.charge:
            raise RuntimeError(f"not enough charge for {km} km")
        self.charge = round(self.charge - used, 1)
        return super().drive(km)

    def service_interval(self):
        return 30000

class Truck(Vehicle):
    def __init__(self, make, model, year, payload_t, **kw):
        super().__init__(make, model, year, **kw)
        self.payload_t = payload_t

    def service_interval(self):
        return 10000 if self.payload_t > 10 else super().service_interval()

    def __str__(self):
        return super().__str__() + f" payload {self.payload_t}t"

fleet = [
    Vehicle("Toyota", "Corolla", 2018, mileage=14000),
    ElectricCar("Tesla", "3", 2021, battery_kwh=75, mileage=29500),
    Truck("Volvo", "FH", 2015, payload_t=18, mileage=9000),
    Truck("Ford", "Transit", 2020, payload_t=2),
]
for v in fleet:
    print(v)
for v, km in zip(fleet, [1500, 400, 2000, 300]):
    try:
        v.drive(km)
    except RuntimeError as e:
        print("RuntimeError:", e)
print([type(v).__name__ for v in fleet if v.needs_service()])
print(fleet[1].charge, fleet[1].mileage)
try:
    fleet[0].drive(-5)
except ValueError as e:
    print("ValueError:", e)
print(sorted(fleet, key=lambda v: v.mileage)[0].model, sum(v.mileage for v in fleet))
print([c.__name__ for c in ElectricCar.__mro__], isinstance(fleet[2], Vehicle))
