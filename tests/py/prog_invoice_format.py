# Invoice formatting with f-strings: alignment, widths, thousands separators, percentages, dates.
from datetime import date, timedelta

class Invoice:
    TAX_RATE = 0.0825

    def __init__(self, number, customer, issued):
        self.number = number
        self.customer = customer
        self.issued = issued
        self.lines = []

    def add(self, desc, qty, unit):
        self.lines.append((desc, qty, unit))
        return self

    @property
    def subtotal(self):
        return sum(q * u for _, q, u in self.lines)

    def render(self):
        due = self.issued + timedelta(days=30)
        out = [
            f"INVOICE #{self.number:06d}",
            f"Customer: {self.customer}",
            f"Issued:   {self.issued:%Y-%m-%d} ({self.issued:%a})",
            f"Due:      {due:%d %b %Y}",
            "=" * 52,
            f"{'Description':<24}{'Qty':>5}{'Unit':>10}{'Total':>13}",
            "-" * 52,
        ]
        for desc, qty, unit in self.lines:
            out.append(f"{desc[:24]:<24}{qty:>5}{unit:>10,.2f}{qty * unit:>13,.2f}")
        tax = self.subtotal * self.TAX_RATE
        out += [
            "-" * 52,
            f"{'Subtotal':>39}{self.subtotal:>13,.2f}",
            f"{'Tax (' + format(self.TAX_RATE, '.2%') + ')':>39}{tax:>13,.2f}",
            f"{'TOTAL':>39}{self.subtotal + tax:>13,.2f}",
        ]
        return "\n".join(out)

inv = Invoice(421, "Acme Corporation", date(2024, 2, 14))
inv.add("Consulting hours", 12, 150).add("Travel expenses (flight and hotel)", 1, 1234.5)
inv.add("Licence", 3, 19999.99)
print(inv.render())
print()
print(f"{1234567.891:,.2f} | {1234567:_} | {0.4567:.1%} | {-42:+d} | {42:#x} | {42:08b}")
print(f"[{'left':<10}] [{'right':>10}] [{'center':^10}] [{'fill':*^10}]")
